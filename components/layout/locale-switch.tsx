'use client';

import type { MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { usePathname, useAppLocale } from '@/lib/i18n/client-navigation';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import { publicAddress } from '@/lib/content/static-tabs';
import { locales, type AppLocale } from '@/lib/i18n/routing-locales';
import styles from './locale-switch.module.css';

interface LocaleSwitchProps {
  label: string;
  /** What each choice does, in its own language; read after the visible KR / EN. */
  names: Record<AppLocale, string>;
}

const SHORT: Record<AppLocale, string> = { ko: 'KR', en: 'EN' };

/**
 * KR / EN: the same page (and its query) in the other language. Each links to that page's own
 * address (the proxy serves links from inside the site as addressed), so neither goes through
 * a redirect, with or without script.
 */
export function LocaleSwitch({ label, names }: LocaleSwitchProps) {
  const locale = useAppLocale();
  const { path, query } = publicAddress(usePathname());
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, next: AppLocale, href: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLocale(next);
    // Keep the query (filters, tabs, page) as well as the path.
    router.replace(`${href}${window.location.search}`, { scroll: false });
  }

  return (
    <ul className={styles.switch} aria-label={label}>
      {locales.map((code) => {
        const href = getPathname({ href: path, locale: code });
        return (
          <li key={code}>
            {/* A plain anchor: a click is always handled below, and the other language is not prefetched. */}
            <a
              href={`${href}${query}`}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => switchTo(event, code, href)}
            >
              {SHORT[code]}
              {/* After the visible text, so the spoken name starts with what is shown (speech control). */}
              <span className="visually-hidden"> {names[code]}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
