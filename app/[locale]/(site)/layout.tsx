import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GoogleAnalytics } from '@next/third-parties/google';
import { env } from '@/lib/env';
import { routeLocale } from '@/lib/i18n/route-locale';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { FloatingWidget } from '@/components/layout/floating-widget';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import { PreviewBar } from '@/components/layout/preview-bar';
import { previewing } from '@/lib/server/preview';
import type { Metadata } from 'next';

/** A staff preview is never indexed (nor cached: draft mode). */
export async function generateMetadata(): Promise<Metadata> {
  return (await previewing()) ? { robots: { index: false, follow: false } } : {};
}

/** The public site's chrome: header, footer, floating widget, cookie notice, analytics. */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(await routeLocale(params));
  const locale = await routeLocale(params);
  const t = await getTranslations();
  return (
    <>
      {(await previewing()) ? <PreviewBar text={t('preview.bar')} exit={t('preview.exit')} exitHref={`/api/preview/exit?locale=${locale}`} /> : null}
      {/* First in the tab order after the skip link (it is fixed at the bottom of the screen, and used once). */}
      <CookieNotice labels={{ label: t('cookie.label'), text: t('cookie.text'), privacy: t('cookie.privacy'), ok: t('cookie.ok') }} />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ErrorTextsProvider texts={{ title: t('error.title'), body: t('error.body'), retry: t('error.retry'), home: t('error.home') }}>{children}</ErrorTextsProvider>
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
      <Suspense fallback={null}>
        <RouteChangeEffects analytics={Boolean(env.gaId)} />
      </Suspense>
      {env.gaId ? <GoogleAnalytics gaId={env.gaId} /> : null}
    </>
  );
}
