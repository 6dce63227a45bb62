import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { formatMonthDay } from '@/lib/format/dates';
import { formatHours } from '@/lib/stores/opening';
import { weekdayOf, type SpecialDay } from '@/lib/stores/special-hours';

/** A special day's words, as a store page's list and the holiday notice both show them: its date, hours and note. */
export async function specialDayWords(special: SpecialDay, locale: AppLocale) {
  const t = await getTranslations({ locale, namespace: 'storeDetail' });
  const ts = await getTranslations({ locale, namespace: 'stores' });
  return {
    day: t('specialDay', { weekday: ts(`weekdays.${weekdayOf(special.day)}` as 'weekdays.0'), date: formatMonthDay(special.day, locale) }),
    hours: special.hours ? formatHours(special.hours, locale) : ts('closedToday'),
    note: locale === 'en' ? special.noteEng : special.note,
  };
}
