import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { FAQ_SEARCH_PARAM } from '@/lib/faq/faq-address';
import { faqQuery } from '@/lib/faq/faq-search';
import { FaqView } from '@/components/faq/faq-view';
import { listFaq } from '@/lib/server/services/faq';
import { previewOf } from '@/lib/server/preview';

// Rendered per request: the search is in the query.
export const dynamic = 'force-dynamic';

/**
 * A keyword search of the FAQ: `/faq?q=points`, rewritten here by the proxy (the topic tabs are
 * static pages). Rendered per request; the results are a view of /faq, not indexed.
 */
const queryOf = async (searchParams: Promise<SearchParams>) => faqQuery(firstValue(await searchParams, FAQ_SEARCH_PARAM));

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/faq/search'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'faq' });
  const query = await queryOf(searchParams as Promise<SearchParams>);
  const metadata = pageMetadata({ locale, path: '/faq', title: query ? t('searchTitle', { query }) : t('title'), description: t('description') });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function FaqSearchPage({ params, searchParams }: PageProps<'/[locale]/faq/search'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <FaqView locale={locale} tab="0" entries={await listFaq((await previewOf('faq')) ?? undefined)} query={await queryOf(searchParams as Promise<SearchParams>)} />;
}
