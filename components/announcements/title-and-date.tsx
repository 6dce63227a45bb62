import type { AppLocale } from '@/lib/i18n/routing';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { pickText } from '@/lib/i18n/in-language';
import { FallbackText, type FallbackTags } from '@/components/ui/fallback-text';
import type { AnnouncementSummary } from '@/lib/server/services/announcements';

interface TitleAndDateProps {
  locale: AppLocale;
  item: AnnouncementSummary;
  classes: { title?: string; date?: string };
  tags: FallbackTags;
}

/**
 * A notice's title in the page's language (the other, marked with its `lang` and tagged, when
 * that one is missing) and its date: a row of the board and of the home page's mini list.
 */
export function TitleAndDate({ locale, item, classes, tags }: TitleAndDateProps) {
  const day = storeDayOf(item.created_at);
  return (
    <>
      <span className={classes.title}>
        <FallbackText picked={pickText(locale, item.title, item.title_eng)} tags={tags} />
      </span>
      <time dateTime={day} className={classes.date}>
        {formatDay(day, locale)}
      </time>
    </>
  );
}
