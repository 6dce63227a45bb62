'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { getPathname, useAppLocale, usePathname } from '@/lib/i18n/client-navigation';
import { rememberLocale } from '@/lib/i18n/remember-locale';
import { publicAddress } from '@/lib/content/static-tabs';
import { locales, type AppLocale } from '@/lib/i18n/routing-locales';
import styles from './locale-switch.module.css';

interface LocaleLinksProps {
  label: string;
  /** Each choice's content, rendered on the server. */
  choices: Record<AppLocale, ReactNode>;
}

/**
 * The language switch's links: the same page (and its query) in each language. Each links to
 * that page's own address (the proxy serves links from inside the site as addressed), so neither
 * goes through a redirect, with or without script.
 */
export function LocaleLinks({ label, choices }: LocaleLinksProps) {
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
            {/* A plain anchor: a click is always handled above, and the other language is not prefetched. */}
            <a
              href={`${href}${query}`}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => switchTo(event, code, href)}
            >
              {choices[code]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
