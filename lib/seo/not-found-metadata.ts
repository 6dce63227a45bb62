import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';

/** A missing page's metadata: its title, not indexed, and no canonical or alternates (it is no page). */
export async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false, follow: true }, alternates: null, openGraph: null };
}
