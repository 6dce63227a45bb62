import { setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { routeLocale } from '@/lib/i18n/route-locale';
import { SiteChrome } from '@/components/layout/site-chrome';
import { previewing } from '@/lib/server/preview';

/** A staff preview is never indexed (nor cached: draft mode). */
export async function generateMetadata(): Promise<Metadata> {
  return (await previewing()) ? { robots: { index: false, follow: false } } : {};
}

/** The public site's chrome (components/layout/site-chrome.tsx). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return (
    <SiteChrome locale={locale} preview={await previewing()}>
      {children}
    </SiteChrome>
  );
}
