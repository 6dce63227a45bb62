import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { SearchParams } from '@/lib/search-params';
import { careerListQuery } from '@/lib/careers/career-query';
import { applyFilterRules } from '@/lib/careers/filter-rules';
import { careerWords } from '@/lib/careers/career-words';
import { listPostings } from '@/lib/server/services/postings';
import { pageMetadata } from '@/lib/seo/metadata';
import { CareerFilters } from '@/components/careers/career-filters';
import { PostingList } from '@/components/careers/posting-list';
import styles from '@/components/careers/careers.module.css';

/** The list the address asks for, with what the spec's rules rule out already unchecked. */
export async function wantedList(locale: AppLocale, params: SearchParams) {
  const words = await careerWords(locale);
  const asked = careerListQuery(params);
  const { filters } = applyFilterRules(asked, words.options.cities.map((option) => option.value), words.options.jobTypes.map((option) => option.value));
  return { words, query: { ...asked, ...filters } };
}

/** A list page is canonical without filters (a filtered list is a view of it, not indexed). */
export async function careerListMetadata(locale: AppLocale, params: SearchParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const { query: list } = await wantedList(locale, params);
  const filtered = list.cities.length + list.jobTypes.length + list.careerTypes.length > 0 || list.ordering !== 'created_at';
  const metadata = pageMetadata({
    locale,
    path: '/career',
    query: { page: list.page > 1 ? list.page : undefined },
    title: list.page > 1 ? t('pageTitle', { page: list.page }) : t('title'),
    description: t('description'),
  });
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/**
 * The postings list with its filters, sort and pages: rendered per request by /career for
 * filters and the other sort, and cached for each day by the proxy's cached view otherwise.
 */
export async function CareerListView({ locale, params, today }: { locale: AppLocale; params: SearchParams; today: string }) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const { words, query: list } = await wantedList(locale, params);
  const found = await listPostings(list, today);
  return (
    <div className="page-wide">
      <div className={styles.pageHead}>
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-lead">{t('lead')}</p>
        </div>
        <Link href="/career-my" className="button button-outline">
          {t('myApplications')}
        </Link>
      </div>
      <div className={styles.layout}>
        <CareerFilters
          query={list}
          options={words.options}
          labels={{
            filters: t('filters'),
            showFilters: t('showFilters'),
            hideFilters: t('hideFilters'),
            location: t('location'),
            jobCategory: t('jobCategory'),
            employmentType: t('employmentType'),
            clear: t('clear'),
            apply: t('apply'),
            disabled: {
              withHeadquarters: t('disabled.withHeadquarters'),
              withOtherCities: t('disabled.withOtherCities'),
              withWarehouse: t('disabled.withWarehouse'),
              withOtherJobTypes: t('disabled.withOtherJobTypes'),
            },
          }}
        />
        <PostingList locale={locale} found={found} query={list} words={words} today={today} />
      </div>
    </div>
  );
}
