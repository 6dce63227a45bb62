import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { totalPages } from '@/lib/paging';
import { listAnnouncements, type AnnouncementDetail } from '@/lib/server/services/announcements';
import { plainText } from '@/lib/server/html/sanitize';
import { pageMetadata } from '@/lib/seo/metadata';
import { fitTitle } from '@/lib/seo/page-title';
import { inLanguage } from '@/lib/i18n/in-language';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { announcementListHref } from '@/lib/announcements/announcement-address';
import { AnnouncementList } from '@/components/announcements/announcement-list';

/** An announcement's canonical address is its own (`/announcement/12`), whichever list page it was opened from. */
export async function announcementDetailMetadata(locale: AppLocale, announcement: AnnouncementDetail): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'announcements' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const title = inLanguage(locale, announcement.title, announcement.title_eng);
  const body = plainText(inLanguage(locale, announcement.content, announcement.content_eng), 160);
  return pageMetadata({
    locale,
    path: `/announcement/${announcement.id}`,
    title: { absolute: fitTitle(title, t('title'), tm('siteName')) },
    description: body || t('detailDescription', { date: formatDay(storeDayOf(announcement.created_at), locale) }),
  });
}

/** A list page that does not exist (past the last) is a 404. */
async function listPage(page: number) {
  const found = await listAnnouncements(page);
  if (page > totalPages(found.count)) notFound();
  return found;
}

/** Each list page is canonical with its page number. */
export async function announcementListMetadata(locale: AppLocale, page: number): Promise<Metadata> {
  if (page > 1) await listPage(page);
  const t = await getTranslations({ locale, namespace: 'announcements' });
  return pageMetadata({
    locale,
    path: announcementListHref(page),
    title: page > 1 ? t('pageTitle', { page }) : t('title'),
    description: t('description'),
  });
}

export async function AnnouncementListView({ locale, page }: { locale: AppLocale; page: number }) {
  const found = await listPage(page);
  const t = await getTranslations('announcements');
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <AnnouncementList locale={locale} found={found} />
    </div>
  );
}
