import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { codesOrNull } from '@/lib/server/services/common-codes';
import { saleRegionOf } from '@/lib/content/sale-regions';
import { DEPARTMENTS, type Department } from '@/lib/sale/items';
import { MyList } from '@/components/sale/my-list';
import { AddToHomeScreen } from '@/components/offline/add-to-home-screen';

export async function generateMetadata({ params }: PageProps<'/[locale]/sale/my-list'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'sale.myList' });
  // A list only this browser holds: nothing for a search engine.
  return { ...pageMetadata({ locale, path: '/sale/my-list', title: t('title'), description: t('description') }), robots: { index: false } };
}

/** My list (`/sale/my-list`): the items a shopper saved from weekly sales, kept in the browser (components/sale/my-list.tsx). */
export default async function MyListPage({ params }: PageProps<'/[locale]/sale/my-list'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('sale');
  const regions = (await codesOrNull('location', locale)) ?? [];
  const regionLabels = Object.fromEntries(
    regions.flatMap((option) => {
      const region = saleRegionOf(option.value);
      return region ? [[region.slug, option.label]] : [];
    }),
  );
  return (
    <div className="page-wide">
      <h1 className="page-title">{t('myList.title')}</h1>
      <p className="page-lead">{t('myList.lead')}</p>
      <AddToHomeScreen locale={locale} />
      <MyList
        regionLabels={regionLabels}
        labels={{
          title: t('myList.title'),
          needsScript: t('myList.needsScript'),
          empty: t('myList.empty'),
          browse: t('myList.browse'),
          until: t.raw('myList.until') as string,
          ended: t.raw('myList.ended') as string,
          remove: t('myList.remove'),
          print: t('myList.print'),
          copy: t('myList.copy'),
          copied: t('myList.copied'),
          copyFallback: t('myList.copyFallback'),
          share: t('myList.share'),
          textUntil: t.raw('myList.textUntil') as string,
          textEnded: t.raw('myList.textEnded') as string,
          departments: Object.fromEntries(DEPARTMENTS.map((department) => [department, t(`departments.${department}`)])) as Record<Department, string>,
        }}
      />
    </div>
  );
}
