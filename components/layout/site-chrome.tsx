import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import type { AppLocale } from '@/lib/i18n/routing';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { FloatingWidget } from './floating-widget';
import { CookieNotice } from './cookie-notice';
import { RouteChangeEffects } from './route-change-effects';
import { ErrorTextsProvider } from './error-texts';
import { PreviewBar } from './preview-bar';
import { Analytics } from './analytics';
import { OfflineReady } from '@/components/offline/offline-ready';

/**
 * The public site's chrome around a page: header, footer, floating widget, cookie notice,
 * analytics (only where the visitor's privacy choices allow: analytics.tsx), and the bar of a
 * staff preview. Used by (site)/layout.tsx and by the 404 page of an
 * address no page claims.
 */
export async function SiteChrome({ locale, preview, children }: { locale: AppLocale; preview: boolean; children: ReactNode }) {
  const t = await getTranslations({ locale });
  return (
    <>
      {preview ? <PreviewBar text={t('preview.bar')} exit={t('preview.exit')} exitHref={`/api/preview/exit?locale=${locale}`} /> : null}
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
      {env.gaId ? <Analytics gaId={env.gaId} /> : null}
      {/* A staff preview shows drafts: no worker to keep them. Development serves changing files. */}
      {preview || process.env.NODE_ENV !== 'production' ? null : <OfflineReady />}
    </>
  );
}
