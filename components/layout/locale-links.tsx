'use client';

import { Suspense, type MouseEvent, type ReactNode } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
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

/** The links to the page of `path` + `query` in each language. */
function LocaleList({ label, choices, path, query }: LocaleLinksProps & { path: string; query: string }) {
  const locale = useAppLocale();
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, next: AppLocale, href: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberLocale(next);
    router.replace(href, { scroll: false });
  }

  return (
    <ul className={styles.switch} aria-label={label}>
      {locales.map((code) => {
        const href = `${getPathname({ href: path, locale: code })}${query}`;
        return (
          <li key={code}>
            {/* A plain anchor: a click is always handled above, and the other language is not prefetched. */}
            <a
              href={href}
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

function LocaleListOfAddress(props: LocaleLinksProps) {
  return <LocaleList {...props} {...publicAddress(usePathname(), useSearchParams().toString())} />;
}

/**
 * The language switch's links: the same page with its query (a search, filters, a tab) in each
 * language. Each links to that page's own address (the proxy serves links from inside the site as
 * addressed), so neither goes through a redirect, with or without script. A page rendered per
 * request (a search, a filtered list) has its query in the links from the server on; one
 * prerendered is written for no query in particular and gains the address's once the browser
 * reads it.
 */
export function LocaleLinks(props: LocaleLinksProps) {
  return (
    <Suspense fallback={<LocaleList {...props} {...publicAddress(usePathname())} />}>
      <LocaleListOfAddress {...props} />
    </Suspense>
  );
}
