import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';

/**
 * The staff back office: none of the public chrome (header, footer, floating widget, cookie
 * notice, analytics), never indexed; its pages read the session, so Next sends them no-store.
 */
export async function generateMetadata({ params }: LayoutProps<'/[locale]/admin'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false }, alternates: null, openGraph: null };
}

export default function AdminLayout({ children }: LayoutProps<'/[locale]/admin'>) {
  return children;
}
