import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { storeToday } from '@/lib/dates';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { careerListQuery } from '@/lib/careers/career-query';
import { applyFilterRules } from '@/lib/careers/filter-rules';
import { getPosting, listPostings } from '@/lib/server/services/employments';
import { pageMetadata } from '@/lib/seo/metadata';
import { fitTitle } from '@/lib/seo/page-title';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { plainText } from '@/lib/server/html/sanitize';
import { inLanguage } from '@/lib/i18n/in-language';
import { routeLocale } from '@/lib/i18n/route-locale';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { CareerFilters } from '@/components/careers/career-filters';
import { PostingList } from '@/components/careers/posting-list';
import { PostingDetail } from '@/components/careers/posting-detail';
import { careerWords } from '@/lib/careers/career-words';
import { postingFacts } from '@/lib/careers/posting-facts';
import styles from '@/components/careers/careers.module.css';

/** The list the address asks for, with what the spec's rules rule out already unchecked. */
async function wantedList(locale: AppLocale, params: SearchParams) {
  const words = await careerWords(locale);
  const asked = careerListQuery(params);
  const { filters } = applyFilterRules(asked, words.options.cities.map((option) => option.value), words.options.jobTypes.map((option) => option.value));
  return { words, query: { ...asked, ...filters } };
}

/**
 * A posting's canonical address carries only its id; a list page is canonical without filters
 * (a filtered list is a view of it, not indexed).
 */
export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/career'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const query = (await searchParams) as SearchParams;
  const t = await getTranslations({ locale, namespace: 'careers' });
  const id = detailViewId(query);
  if (id !== null) {
    const posting = await getPosting(id, storeToday());
    if (!posting) return notFoundMetadata(locale);
    const tm = await getTranslations({ locale, namespace: 'meta' });
    const facts = postingFacts(posting, locale, await careerWords(locale), storeToday());
    const body = plainText(inLanguage(locale, posting.content, posting.content_eng), 110);
    return pageMetadata({
      locale,
      path: '/career',
      query: { view: 'detail', id },
      title: { absolute: fitTitle(facts.title, t('title'), tm('siteName')) },
      description: [t('detailDescription', { title: facts.title, jobType: facts.jobType, employmentType: facts.employmentType, cities: facts.cities }), body].filter(Boolean).join(' '),
    });
  }
  const { query: list } = await wantedList(locale, query);
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

export default async function CareerPage({ params, searchParams }: PageProps<'/[locale]/career'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  // Postings open and close with the day: rendered per request, from the cached reads.
  await connection();
  const query = (await searchParams) as SearchParams;
  const today = storeToday();
  const { words, query: list } = await wantedList(locale, query);
  const id = detailViewId(query);

  if (id !== null) {
    const posting = await getPosting(id, storeToday());
    if (!posting) return <NotFoundContent />;
    return (
      <div className="page-narrow">
        <PostingDetail locale={locale} posting={posting} query={list} words={words} today={today} />
      </div>
    );
  }

  const t = await getTranslations('careers');
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
              withStoreCities: t('disabled.withStoreCities'),
              withStoreOperation: t('disabled.withStoreOperation'),
              withOtherJobTypes: t('disabled.withOtherJobTypes'),
            },
          }}
        />
        <PostingList locale={locale} found={found} query={list} words={words} today={today} />
      </div>
    </div>
  );
}
