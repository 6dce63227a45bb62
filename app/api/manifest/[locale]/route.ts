import type { MetadataRoute } from 'next';
import { notFound } from 'next/navigation';
import { createTranslator } from 'next-intl';
import ko from '@/messages/ko.json';
import en from '@/messages/en.json';
import { isAppLocale, locales, type AppLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/seo/metadata';

/** One manifest per language, written at build time: nothing in it depends on the visitor. */
export const dynamic = 'force-static';
export const generateStaticParams = () => locales.map((locale) => ({ locale }));
// Any other language is Next's 404, with no code run.
export const dynamicParams = false;

const catalogues = { ko, en } as const;

/**
 * The web app manifest (issue 54) in the page's language. The app opens at the weekly sale:
 * `/sale` goes on to the region of My store when one is chosen (and the service worker keeps
 * that redirect for a start with no signal). One id for both languages: one app, whichever
 * language installed it.
 */
export function manifestOf(locale: AppLocale): MetadataRoute.Manifest {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  return {
    id: '/',
    name: t('app.name'),
    short_name: t('app.shortName'),
    description: t('app.description'),
    lang: locale,
    dir: 'ltr',
    start_url: localizedPath(locale, '/sale'),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: t('sale.myList.title'), url: localizedPath(locale, '/sale/my-list') },
      { name: t('header.nav.location'), url: localizedPath(locale, '/location') },
    ],
  };
}

export async function GET(_request: Request, { params }: RouteContext<'/api/manifest/[locale]'>) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  return new Response(JSON.stringify(manifestOf(locale)), { headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
