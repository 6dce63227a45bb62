import { getTranslations, setRequestLocale } from 'next-intl/server';
import { careerWords } from '@/lib/careers/career-words';
import { MyApplications } from '@/components/careers/my-applications';
import { ownRecordsLabels } from '@/components/lookup/own-records-labels';
import { boardLabels, paginationLabels } from '@/components/board/board-labels';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';

export const generateMetadata = staticPageMetadata('careerMy', '/career-my', { robots: { index: false } });

export default async function CareerMyPage({ params }: PageProps<'/[locale]/career-my'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('careerMy');
  const tc = await getTranslations('careers');
  const tf = await getTranslations('forms');
  const { options } = await careerWords(locale);
  const byValue = (list: Array<{ value: number; label: string }>) => Object.fromEntries(list.map((option) => [String(option.value), option.label]));
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <MyApplications
        labels={{
          ...(await ownRecordsLabels('careerMy')),
          name: tf('name'),
          phone: tf('phone'),
          withdrawn: t('withdrawn'),
          withdrawnNotice: t.raw('withdrawnNotice') as string,
          view: t('view'),
          applied: t('applied'),
          jobCategory: tc('jobCategory'),
          employmentType: tc('employmentType'),
          location: tc('location'),
          codes: { cities: byValue(options.cities), jobTypes: byValue(options.jobTypes), careerTypes: byValue(options.careerTypes) },
        }}
        board={await boardLabels()}
        pagination={await paginationLabels()}
      />
    </div>
  );
}
