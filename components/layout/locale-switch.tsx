'use client';

import type { MouseEvent } from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { locales, type AppLocale } from '@/lib/i18n/routing';
import styles from './locale-switch.module.css';

interface LocaleSwitchProps {
  label: string;
  /** What each choice does, in its own language; read after the visible KR / EN. */
  names: Record<AppLocale, string>;
}

const SHORT: Record<AppLocale, string> = { ko: 'KR', en: 'EN' };

/**
 * KR / EN: the same page (and its query) in the other language, linked at its final address
 * (`/sale`, not `/ko/sale` and a redirect). The address itself says the language: proxy.ts
 * keeps the language cookie in step with the page asked for.
 */
export function LocaleSwitch({ label, names }: LocaleSwitchProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  function switchTo(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Keep the query (filters, tabs, page) as well as the path.
    router.replace(`${href}${window.location.search}`, { scroll: false });
  }

  return (
    <ul className={styles.switch} aria-label={label}>
      {locales.map((code) => {
        const href = getPathname({ locale: code, href: pathname });
        return (
          <li key={code}>
            {/* Not prefetched: fetching the other language's page would switch the language cookie. */}
            <NextLink
              href={href}
              prefetch={false}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={styles.option}
              onClick={(event) => switchTo(event, href)}
            >
              {SHORT[code]}
              <span className="visually-hidden"> {names[code]}</span>
            </NextLink>
          </li>
        );
      })}
    </ul>
  );
}
