import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccessErrorRedirect } from '@/components/stores/access-error-redirect';
import { routeLocale } from '@/lib/i18n/route-locale';

export const metadata: Metadata = { robots: { index: false } };

/** /location-detail with no store (spec): alert, then back to the store list. */
export default async function StoreDetailWithoutStore({ params }: PageProps<'/[locale]/location-detail'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('storeDetail');
  return <AccessErrorRedirect message={t('accessError')} to="/location" />;
}
