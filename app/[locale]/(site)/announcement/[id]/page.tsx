import { previewOf } from '@/lib/server/preview';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { postIdOf } from '@/lib/board/post-id';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getAnnouncement } from '@/lib/server/services/announcements';
import { AnnouncementDetail } from '@/components/announcements/announcement-detail';
import { announcementDetailMetadata } from '../announcement-view';

/**
 * Cached like a static page: rendered at its first visit, then served from Next's cache until a
 * staff write expires its tag or the next publishing boundary of the notices passes (its reads
 * live until then, decision 018). A staff preview (draft mode, lib/server/preview.ts) is rendered fresh.
 */

export function generateStaticParams() {
  return [];
}

async function announcementOf(params: PageProps<'/[locale]/announcement/[id]'>['params']) {
  const id = postIdOf((await params).id);
  const announcement = id === null ? null : await getAnnouncement(id, (await previewOf('announcement')) === id);
  if (!announcement) notFound();
  return announcement;
}

export async function generateMetadata({ params }: PageProps<'/[locale]/announcement/[id]'>): Promise<Metadata> {
  return announcementDetailMetadata(await routeLocale(params), await announcementOf(params));
}

export default async function AnnouncementPage({ params }: PageProps<'/[locale]/announcement/[id]'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return <AnnouncementDetail locale={locale} announcement={await announcementOf(params)} />;
}
