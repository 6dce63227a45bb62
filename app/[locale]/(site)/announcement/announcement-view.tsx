import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/paging';
import { getAnnouncement, listAnnouncements } from '@/lib/server/services/announcements';
import { plainText } from '@/lib/server/html/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { fitTitle } from '@/lib/seo/page-title';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';
import { inLanguage } from '@/lib/i18n/in-language';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { AnnouncementList } from '@/components/announcements/announcement-list';
import { AnnouncementDetail } from '@/components/announcements/announcement-detail';

/** What /announcement shows: a list page, or one announcement (`id`) opened from a list page. */
export interface AnnouncementQuery {
  page: number;
  id: number | null;
}

/**
 * An announcement's canonical address carries its id only (`?view=detail&id=`), whichever list
 * page it was opened from; each list page is canonical with its page number.
 */
export async function announcementMetadata(locale: AppLocale, { page, id }: AnnouncementQuery): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'announcements' });
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
  if (page > 1 && page > totalPages((await listAnnouncements(page)).count)) return notFoundMetadata(locale);
  return pageMetadata({
    locale,
    path: '/announcement',
    query: { page: page > 1 ? page : undefined },
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('description'),
  });
}

export async function AnnouncementView({ locale, query: { page, id } }: { locale: AppLocale; query: AnnouncementQuery }) {
  if (id !== null) {
    const announcement = await getAnnouncement(id);
    if (!announcement) return <NotFoundContent list="notices" />;
    return <AnnouncementDetail locale={locale} announcement={announcement} />;
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
