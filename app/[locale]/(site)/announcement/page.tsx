import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { detailViewId, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { getAnnouncement, listAnnouncements } from '@/lib/server/services/announcements';
import { plainText } from '@/lib/server/html/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { fitTitle } from '@/lib/seo/page-title';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { inLanguage } from '@/lib/i18n/in-language';
import { routeLocale } from '@/lib/i18n/route-locale';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { announcementPage } from '@/lib/announcements/announcement-address';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { AnnouncementList } from '@/components/announcements/announcement-list';
import { AnnouncementDetail } from '@/components/announcements/announcement-detail';

/**
 * An announcement's canonical address carries its id only (`?view=detail&id=`), whichever list
 * page it was opened from; each list page is canonical with its page number.
 */
export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/announcement'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const query = (await searchParams) as SearchParams;
  const t = await getTranslations({ locale, namespace: 'announcements' });
  const id = detailViewId(query);
  if (id !== null) {
    const announcement = await getAnnouncement(id);
    if (!announcement) return notFoundMetadata(locale);
    const tm = await getTranslations({ locale, namespace: 'meta' });
    const title = inLanguage(locale, announcement.title, announcement.title_eng);
    const body = plainText(inLanguage(locale, announcement.content, announcement.content_eng), 160);
    return pageMetadata({
      locale,
      path: '/announcement',
      query: { view: 'detail', id },
      title: { absolute: fitTitle(title, t('title'), tm('siteName')) },
      description: body || t('detailDescription', { date: formatDay(storeDayOf(announcement.created_at), locale) }),
    });
  }
  const page = announcementPage(query);
  if (page > 1 && page > totalPages((await listAnnouncements(page)).count)) return notFoundMetadata(locale);
  return pageMetadata({
    locale,
    path: '/announcement',
    query: { page: page > 1 ? page : undefined },
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('description'),
  });
}

export default async function AnnouncementPage({ params, searchParams }: PageProps<'/[locale]/announcement'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const query = (await searchParams) as SearchParams;
  const page = announcementPage(query);
  const id = detailViewId(query);

  if (id !== null) {
    const announcement = await getAnnouncement(id);
    if (!announcement) return <NotFoundContent />;
    return <AnnouncementDetail locale={locale} announcement={announcement} page={page} />;
  }

  const found = await listAnnouncements(page);
  if (page > totalPages(found.count)) return <NotFoundContent />;
  const t = await getTranslations('announcements');
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <AnnouncementList locale={locale} found={found} />
    </div>
  );
}
