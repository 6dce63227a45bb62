import type { AppLocale } from '@/lib/i18n/routing';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { fallbackLang, inLanguage } from '@/lib/i18n/in-language';
import type { AnnouncementSummary } from '@/lib/server/services/announcements';

/**
 * A notice's title in the page's language (the other, marked with its `lang`, when that one is
 * missing) and its date: a row of the board and of the home page's mini list.
 */
export function TitleAndDate({ locale, item, classes }: { locale: AppLocale; item: AnnouncementSummary; classes: { title?: string; date?: string } }) {
  const day = storeDayOf(item.created_at);
  return (
    <>
      <span className={classes.title} lang={fallbackLang(locale, item.title, item.title_eng)}>
        {inLanguage(locale, item.title, item.title_eng)}
      </span>
      <time dateTime={day} className={classes.date}>
        {formatDay(day, locale)}
      </time>
    </>
  );
}
