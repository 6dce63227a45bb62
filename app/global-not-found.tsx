import './globals.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { defaultLocale, isAppLocale, PAGE_LANGUAGE_HEADER, type AppLocale } from '@/lib/i18n/routing';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { previewing } from '@/lib/server/preview';

/**
 * The language of an address no page claims: the proxy's for a record not on show, else the one
 * next-intl's proxy read from the address (an address it skips, `/x.php`, is Korean, the default).
 */
async function pageLanguage(): Promise<AppLocale> {
  const named = (await headers()).get(PAGE_LANGUAGE_HEADER);
  if (isAppLocale(named)) return named;
  const locale = await getLocale();
  return isAppLocale(locale) ? locale : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLanguage();
  const t = await getTranslations({ locale, namespace: 'meta' });
  const missing = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('titleTemplate').replace('%s', missing('title')) };
}

/**
 * The 404 of an address no page claims, and of one the proxy rewrote here because its record is
 * not on show (proxy.ts): the site's own page, in the address's language. Next renders it, unlike
 * a page's notFound(), as HTML on the server (Next.js issue 62228), so it reads without script;
 * and only for such an address, so it may read the request (a not-found.tsx is part of every page).
 */
export default async function GlobalNotFound() {
  const locale = await pageLanguage();
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale}>
      <SiteChrome locale={locale} preview={await previewing()}>
        <NotFoundContent />
      </SiteChrome>
    </SiteDocument>
  );
}
