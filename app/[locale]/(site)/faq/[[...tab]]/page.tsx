import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { tabOfParam, TAB_PARAM } from '@/lib/content/static-tabs';
import { listFaq } from '@/lib/server/services/faq';
import { previewOf } from '@/lib/server/preview';
import { FaqView } from '@/components/faq/faq-view';

/**
 * All at /faq, each topic at /faq?tab=1..6 (served by /faq/1..6); a search is faq/search. Staff
 * keep the questions (issue 51): each page is rendered at its first visit, not at build time (the
 * build's database is empty), and kept in the page cache until a question changes.
 */

export async function generateMetadata({ params }: PageProps<'/[locale]/faq/[[...tab]]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const tab = tabOfParam('/faq', (await params).tab);
  if (!tab) return {};
  const t = await getTranslations({ locale, namespace: 'faq' });
  const all = tab === '0';
  return pageMetadata({
    locale,
    path: '/faq',
    query: all ? {} : { [TAB_PARAM]: tab },
    title: all ? t('title') : t('tabTitle', { name: t(`tabNames.${tab}`) }),
    description: t('description'),
  });
}

export default async function FaqPage({ params }: PageProps<'/[locale]/faq/[[...tab]]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const tab = tabOfParam('/faq', (await params).tab);
  if (!tab) notFound();
  return <FaqView locale={locale} tab={tab} entries={await listFaq((await previewOf('faq')) ?? undefined)} />;
}
