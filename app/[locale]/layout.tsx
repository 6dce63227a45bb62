import type { Metadata, Viewport } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { GoogleAnalytics } from '@next/third-parties/google';
import { routing, locales, type AppLocale } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { FloatingWidget } from '@/components/layout/floating-widget';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';
import { FontLoadingScript } from '@/components/layout/font-loading-script';
import { pretendard } from '../fonts';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#ffffff',
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(env.siteUrl),
    title: { default: t('homeTitle'), template: t('titleTemplate') },
    description: t('homeDescription'),
    applicationName: t('siteName'),
    ...pageMetadata({ locale, path: '/' }),
    openGraph: { siteName: t('siteName'), locale: locale === 'ko' ? 'ko_KR' : 'en_US', type: 'website' },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations();
  const messages = await getMessages();

  return (
    // The font script adds a class to <html> before React hydrates.
    <html lang={locale} className={pretendard.variable} suppressHydrationWarning>
      <body className={`lang-${locale as AppLocale}`} id="top">
        <FontLoadingScript />
        <a href="#main" className="skip-link">
          {t('header.skipToContent')}
        </a>
        {/* Client leaves get their strings as props; only the error page reads messages itself. */}
        <NextIntlClientProvider messages={{ error: messages.error }}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <FloatingWidget
            labels={{
              label: t('floating.label'),
              open: t('floating.open'),
              close: t('floating.close'),
              giftcard: t('floating.giftcard'),
              membership: t('floating.membership'),
              top: t('floating.top'),
              newTab: t('common.newTab'),
            }}
          />
          <CookieNotice
            labels={{ label: t('cookie.label'), text: t('cookie.text'), privacy: t('cookie.privacy'), ok: t('cookie.ok') }}
          />
          <Suspense fallback={null}>
            <RouteChangeEffects analytics={Boolean(env.gaId)} />
          </Suspense>
        </NextIntlClientProvider>
        {env.gaId ? <GoogleAnalytics gaId={env.gaId} /> : null}
      </body>
    </html>
  );
}
