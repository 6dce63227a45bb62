import { previewOf } from '@/lib/server/preview';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { storeToday } from '@/lib/dates';
import { postIdOf } from '@/lib/board/post-id';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPosting } from '@/lib/server/services/postings';
import { PostingView, postingMetadata } from '../posting-view';

/**
 * Cached like a static page: rendered at its first visit, then served from Next's cache until a
 * staff write expires its tag or the next publishing boundary of what it shows passes (its reads
 * live until then, decision 018), and rendered again each minute for what turns with the day (the
 * posting's D-n and its closing). A staff preview (draft mode, lib/server/preview.ts) is rendered fresh.
 */
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

async function postingOf(params: PageProps<'/[locale]/career/[id]'>['params'], today: string) {
  const id = postIdOf((await params).id);
  const posting = id === null ? null : await getPosting(id, today, (await previewOf('posting')) === id);
  if (!posting) notFound();
  return posting;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/career/[id]'>): Promise<Metadata> {
  const today = storeToday();
  return postingMetadata(await routeLocale(params), await postingOf(params, today), today);
}

export default async function PostingPage({ params }: PageProps<'/[locale]/career/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const today = storeToday();
  return <PostingView locale={locale} posting={await postingOf(params, today)} today={today} />;
}
