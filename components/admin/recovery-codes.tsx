'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import styles from './admin.module.css';

/**
 * Recovery codes just made, shown this once: what to do with them, the list, and ways to keep
 * it: a text file (a plain download link, before any script), copy, and print (the list alone,
 * `print-alone` in globals.css).
 */
export function RecoveryCodes({ codes, labels }: { codes: string[]; labels: { title: string; keep: string } }) {
  const t = useTranslations('admin.secondFactor');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const text = `${labels.title}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className={`${styles.recovery} print-alone`} aria-labelledby="recovery-codes">
      <h2 id="recovery-codes">{labels.title}</h2>
      <p>{labels.keep}</p>
      <ol className={styles.recoveryList} translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className={styles.actions}>
        <a className="button button-outline" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="lotte-plaza-recovery-codes.txt">
          {t('codesDownload')}
        </a>
        <button type="button" className="button button-outline" data-needs-script={needsScript(hydrated)} onClick={copy}>
          {t('codesCopy')}
        </button>
        <button type="button" className="button button-outline" data-needs-script={needsScript(hydrated)} onClick={() => window.print()}>
          {t('codesPrint')}
        </button>
      </p>
      <p role="status" className={styles.hint}>
        {copied ? t(copied === 'done' ? 'codesCopied' : 'codesCopyFailed') : ''}
      </p>
    </section>
  );
}
