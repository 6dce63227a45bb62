'use client';

import { useEffect, useRef, useState } from 'react';
import { Link, useAppLocale } from '@/lib/i18n/client-navigation';
import { formatTemplate } from '@/lib/i18n/format-template';
import { formatDay } from '@/lib/format/dates';
import { storeToday } from '@/lib/dates';
import { withoutScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { saveMyList, useMyList } from '@/lib/hooks/use-my-list';
import type { Department } from '@/lib/sale/items';
import { byDepartment, unitAfterPrice } from '@/lib/sale/item-groups';
import { myListText, saleEnded, type MyListEntry } from '@/lib/sale/my-list';
import styles from './my-list.module.css';

export interface MyListLabels {
  title: string;
  needsScript: string;
  empty: string;
  browse: string;
  /** "Sale price until {date}". */
  until: string;
  /** "Sale ended {date}". */
  ended: string;
  remove: string;
  print: string;
  copy: string;
  copied: string;
  copyFallback: string;
  share: string;
  /** The plain text's "until {date}" and "sale ended {date}". */
  textUntil: string;
  textEnded: string;
  departments: Record<Department, string>;
}

type Sent = { state: 'copied' } | { state: 'fallback'; text: string } | null;

/**
 * The shopper's list, read from this browser: by department, each item's region and the day its
 * price ends (an ended one marked, not dropped), removable; printed in large type, copied as plain
 * text, or sent through the phone's share sheet where the browser has one. Nothing is on the
 * server, so without script it says it needs script.
 */
export function MyList({ labels, regionLabels }: { labels: MyListLabels; regionLabels: Record<string, string> }) {
  const locale = useAppLocale();
  const hydrated = useHydrated();
  const list = useMyList();
  const [sent, setSent] = useState<Sent>(null);
  const fallback = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (sent?.state !== 'fallback') return;
    fallback.current?.focus();
    fallback.current?.select();
  }, [sent]);

  if (list === null) {
    return (
      <p className="notice-box" data-without-script={withoutScript(hydrated)}>
        {labels.needsScript}
      </p>
    );
  }

  const today = storeToday();
  const day = (date: string) => formatDay(date, locale);
  const region = (entry: MyListEntry) => regionLabels[entry.region.slug] ?? entry.region.label;
  const text = () =>
    myListText(
      list.map((entry) => ({ ...entry, region: { ...entry.region, label: region(entry) } })),
      { locale, today, formatDay: day, labels: { title: labels.title, departments: labels.departments, until: labels.textUntil, ended: labels.textEnded } },
    );

  const copy = async () => {
    const plain = text();
    try {
      await navigator.clipboard.writeText(plain);
      setSent({ state: 'copied' });
    } catch {
      // No clipboard (an older browser, a page not served over HTTPS) or permission refused.
      setSent({ state: 'fallback', text: plain });
    }
  };

  const share = async () => {
    const plain = text();
    try {
      await navigator.share({ title: labels.title, text: plain });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setSent({ state: 'fallback', text: plain });
    }
  };

  if (list.length === 0) {
    return (
      <p className="notice-box">
        {labels.empty} <Link href="/sale">{labels.browse}</Link>
      </p>
    );
  }

  return (
    <div className={styles.sheet}>
      <p className={styles.printTitle} aria-hidden="true">
        {labels.title}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => window.print()}>
          {labels.print}
        </button>
        <button type="button" className="button button-outline" onClick={copy}>
          {labels.copy}
        </button>
        {typeof navigator.share === 'function' ? (
          <button type="button" className="button button-outline" onClick={share}>
            {labels.share}
          </button>
        ) : null}
      </div>
      <p role="status" className={styles.status}>
        {sent?.state === 'copied' ? labels.copied : null}
      </p>
      {sent?.state === 'fallback' ? (
        <div className={styles.fallback}>
          <label htmlFor="my-list-text">{labels.copyFallback}</label>
          <textarea ref={fallback} id="my-list-text" readOnly value={sent.text} rows={8} />
        </div>
      ) : null}
      {byDepartment(list).map(({ department, items }) => (
        <section key={department} aria-labelledby={`my-list-${department}`} className={styles.department}>
          <h2 id={`my-list-${department}`} className={styles.departmentHeading}>
            {labels.departments[department]}
          </h2>
          <ul className={styles.list}>
            {items.map((entry) => {
              const ended = saleEnded(entry, today);
              const unit = unitAfterPrice(entry.price, entry.unit);
              const [name, other] = locale === 'en' ? [entry.name_eng || entry.name, entry.name] : [entry.name || entry.name_eng, entry.name_eng];
              return (
                <li key={entry.id} className={styles.item} data-ended={ended}>
                  <div className={styles.text}>
                    <p className={styles.name}>
                      {name}
                      {other && other !== name ? <span className={styles.other}>{other}</span> : null}
                      {entry.name_own ? (
                        <span lang={entry.own_lang || undefined} className={styles.other}>
                          {entry.name_own}
                        </span>
                      ) : null}
                    </p>
                    <p className={styles.price}>
                      <strong>{entry.price}</strong>
                      {unit ? <span> {unit}</span> : null}
                    </p>
                    <p className={styles.when}>
                      {region(entry)} ·{' '}
                      {ended ? (
                        <strong className={styles.endedMark}>{formatTemplate(labels.ended, { date: day(entry.sale_end) })}</strong>
                      ) : (
                        formatTemplate(labels.until, { date: day(entry.sale_end) })
                      )}
                    </p>
                  </div>
                  <button type="button" className={styles.remove} onClick={() => saveMyList(list.filter((other) => other.id !== entry.id))}>
                    {labels.remove}
                    <span className="visually-hidden">: {name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
