import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { locales } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { tabOfParam, tabStaticParams, TAB_PARAM } from '@/lib/content/static-tabs';
import { FaqView } from '@/components/faq/faq-view';

/** Rendered at build time: All at /faq, each topic at /faq?tab=1..6 (served by /faq/1..6); a search is faq/search. */
export const dynamicParams = false;

export function generateStaticParams() {
  return tabStaticParams('/faq', locales);
}

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
  return <FaqView locale={locale} tab={tab} />;
}
