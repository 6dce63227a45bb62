import { getTranslations, setRequestLocale } from 'next-intl/server';
import { codesOrNull } from '@/lib/server/services/common-codes';
import { MyQna } from '@/components/forms/my-qna';
import { ownRecordsLabels } from '@/components/lookup/own-records-labels';
import { boardLabels, paginationLabels } from '@/components/board/board-labels';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

export const generateMetadata = staticPageMetadata('myQna', '/myQna', { robots: { index: false } });

export default async function MyQnaPage({ params }: PageProps<'/[locale]/myQna'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('myQna');
  const tb = await getTranslations('board');
  const categories = (await codesOrNull('productcategory', locale)) ?? [];
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <MyQna
        labels={{
          ...(await ownRecordsLabels('myQna')),
          date: t('date'),
          status: t('status'),
          category: t('category'),
          progress: { 1: tb('progress.1'), 2: tb('progress.2') },
          categories: Object.fromEntries(categories.map((option) => [String(option.value), option.label])),
        }}
        board={await boardLabels()}
        pagination={await paginationLabels()}
      />
    </div>
  );
}
