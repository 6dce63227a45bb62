import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { getPosting } from '@/lib/server/services/employments';
import { pageMetadata } from '@/lib/seo/metadata';
import { fitTitle } from '@/lib/seo/page-title';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { plainText } from '@/lib/server/html/sanitize';
import { inLanguage } from '@/lib/i18n/in-language';
import { routeLocale } from '@/lib/i18n/route-locale';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { PostingDetail } from '@/components/careers/posting-detail';
import { careerWords } from '@/lib/careers/career-words';
import { postingFacts } from '@/lib/careers/posting-facts';
import { CareerListView, careerListMetadata, wantedList } from './career-list-view';

/**
 * A posting's canonical address carries only its id; a list page is canonical without filters
 * (a filtered list is a view of it, not indexed). The plain list pages are served from the cache
 * by the proxy (lib/routing/cached-views.ts); this page renders postings, filters and the other
 * sort per request.
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
  return careerListMetadata(locale, query);
}

export default async function CareerPage({ params, searchParams }: PageProps<'/[locale]/career'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  // Postings open and close with the day: rendered per request, from the cached reads.
  await connection();
  const query = (await searchParams) as SearchParams;
  const today = storeToday();
  const id = detailViewId(query);

  if (id !== null) {
    const { words, query: list } = await wantedList(locale, query);
    const posting = await getPosting(id, storeToday());
    if (!posting) return <NotFoundContent />;
    return (
      <div className="page-narrow">
        <PostingDetail locale={locale} posting={posting} query={list} words={words} today={today} />
      </div>
    );
  }

  return <CareerListView locale={locale} params={query} today={today} />;
}
