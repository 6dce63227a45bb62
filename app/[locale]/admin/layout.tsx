import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';

// Every back-office page reads the staff session: rendered per request.
export const dynamic = 'force-dynamic';

/**
 * The staff back office: none of the public chrome (header, footer, floating widget, cookie
 * notice, analytics), never indexed; its pages read the session, so Next sends them no-store.
 */
export async function generateMetadata({ params }: LayoutProps<'/[locale]/admin'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: { default: t('title'), template: `%s | ${t('title')}` }, robots: { index: false, follow: false }, alternates: null, openGraph: null };
}

// What the back office's client components say: its own words, the validation messages its
// forms check before sending, and the API's refusals of an upload. The public site's provider
// carries no messages.
const CLIENT_NAMESPACES = ['admin', 'validation', 'api'] as const;

export default async function AdminLayout({ children }: LayoutProps<'/[locale]/admin'>) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]))}>{children}</NextIntlClientProvider>;
}
