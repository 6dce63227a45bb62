import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { HydrationMark } from './hydration-mark';

/**
 * The document every page shares, the public site and the staff back office alike: its language,
 * the skip link and the hydration mark. Used by the locale layout and by the 404 page of an
 * address no page claims (app/not-found.tsx), which renders outside it.
 */
export async function SiteDocument({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  return (
    // The cookie notice's mark may add a class to <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <body className={`lang-${locale}`} id="top">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* No next-intl provider: client leaves get their strings as props (its client runtime
            is 13.6 kB gzipped, docs/decisions/005-next-intl-navigation.md); the back office has its own. */}
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
