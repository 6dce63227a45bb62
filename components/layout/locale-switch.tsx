'use client';

import type { MouseEvent } from 'react';
import { useLocale } from 'next-intl';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import styles from './locale-switch.module.css';

interface LocaleSwitchProps {
  label: string;
  /** What each choice does, in its own language; read after the visible KR / EN. */
  names: Record<AppLocale, string>;
}

const SHORT: Record<AppLocale, string> = { ko: 'KR', en: 'EN' };

/** KR / EN: the same page (and its query) in the other language. */
export function LocaleSwitch({ label, names }: LocaleSwitchProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, next: AppLocale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Keep the query (filters, tabs, page) as well as the path.
    router.replace(`${pathname}${window.location.search}`, { locale: next, scroll: false });
  }

  return (
    <ul className={styles.switch} aria-label={label}>
      {locales.map((code) => (
        <li key={code}>
          <Link
            href={pathname}
            locale={code}
            lang={code}
            hrefLang={code}
            aria-current={code === locale ? 'true' : undefined}
            className={styles.option}
            onClick={(event) => switchTo(event, code)}
          >
            {SHORT[code]}
            {/* After the visible text, so the spoken name starts with what is shown (speech control). */}
            <span className="visually-hidden"> {names[code]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
