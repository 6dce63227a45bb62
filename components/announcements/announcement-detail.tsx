import type { AppLocale } from '@/lib/i18n/routing';
import type { AnnouncementDetail as Announcement } from '@/lib/server/services/announcements';
import type { PostLink } from '@/lib/server/services/adjacent-posts';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { fallbackLang, inLanguage, pickText } from '@/lib/i18n/in-language';
import { DetailBoard } from '@/components/board/detail-board';
import { boardLabels } from '@/components/board/board-labels';

interface AnnouncementDetailProps {
  locale: AppLocale;
  announcement: Announcement;
}

/**
 * One notice on the shared board: title, date, attachments, body, its neighbours and List, which
 * keep the list page it was opened from.
 */
export async function AnnouncementDetail({ locale, announcement }: AnnouncementDetailProps) {
  const link = (post: PostLink | null) => {
    if (!post) return null;
    const { text, lang } = pickText(locale, post.title, post.title_eng);
    return { href: { notice: post.id }, title: text, lang };
  };
  const title = pickText(locale, announcement.title, announcement.title_eng);
  return (
    <DetailBoard
      title={title.text}
      titleLang={title.lang}
      created={formatDay(storeDayOf(announcement.created_at), locale)}
      attachments={[announcement.file1, announcement.file2, announcement.file3]}
      body={{ html: inLanguage(locale, announcement.content, announcement.content_eng) }}
      adjacent={{ previous: link(announcement.previous_post), next: link(announcement.next_post) }}
      list={{ href: { list: 'notices' } }}
      labels={await boardLabels()}
      lang={fallbackLang(locale, announcement.content, announcement.content_eng)}
    />
  );
}
