import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isAppLocale } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { SHARE_IMAGE } from '@/lib/seo/metadata';
import { SiteDocument } from '@/components/layout/site-document';
import { routeLocale } from '@/lib/i18n/route-locale';

/**
 * No page is rendered at build time: the build's database is empty, and a page cached then would
 * show no slides, sales or posts until it expired. Each is rendered at its first visit and kept in
 * Next's page cache (docs/caching.md); pages that read the request say `dynamic = 'force-dynamic'`.
 */
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  const missing = await getTranslations({ locale, namespace: 'notFound' });
  const app = await getTranslations({ locale, namespace: 'app' });
  return {
    metadataBase: new URL(env.siteUrl),
    // Every page names itself (the home page too): the default is what a 404 shows. A not-found
    // file's own metadata could not know the language without making every cached page dynamic.
    title: { default: t('titleTemplate').replace('%s', missing('title')), template: t('titleTemplate') },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    // No canonical or alternates here: each page names its own, and a 404 (notFound()) none.
    openGraph: { siteName: t('siteName'), locale: locale === 'ko' ? 'ko_KR' : 'en_US', type: 'website', images: [SHARE_IMAGE] },
    twitter: { card: 'summary_large_image' },
    // Installable (issue 54): the manifest in the page's language; on iOS, the home screen's name and a full-screen start.
    manifest: `/api/manifest/${locale}`,
    appleWebApp: { capable: true, title: app('shortName'), statusBarStyle: 'default' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  // Only what every page shares; the public chrome is in (site)/layout.tsx.
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
