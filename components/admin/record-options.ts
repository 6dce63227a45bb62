import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import { CAREER_TYPES, CITIES, JOB_TYPES, LOCATIONS, type CodeEntry } from '@/lib/content/codes';
import { EXPERIENCES } from '@/lib/validation/posting';
import { FLYER_EDITIONS, type FlyerEdition } from '@/lib/validation/weekly-sale';
import type { Option } from './posting-form';

// The choices of the back office's forms and filters, in the admin's language: data (codes,
// records) named for a select, not the forms' words (those come from the admin's provider).

const optionsOf = (codes: CodeEntry[], locale: AppLocale): Option[] => codes.map((code) => ({ value: code.value, label: locale === 'ko' ? code.ko : code.en }));

/** A posting's cities, roles, employment types and experience. */
export async function postingOptions(locale: AppLocale) {
  const t = await getTranslations('admin.postings');
  return {
    cities: optionsOf(CITIES, locale),
    jobTypes: optionsOf(JOB_TYPES, locale),
    careerTypes: optionsOf(CAREER_TYPES, locale),
    experiences: EXPERIENCES.map((value) => ({ value, label: t(`experiences.${value}`) })),
  };
}

/** Where a deal runs: every region (0) or one. */
export async function dealLocations(locale: AppLocale): Promise<Option[]> {
  const t = await getTranslations('admin.deals');
  return [{ value: 0, label: t('everywhere') }, ...optionsOf(LOCATIONS, locale)];
}

/** A weekly sale's regions. */
export const saleRegions = (locale: AppLocale): Option[] => optionsOf(LOCATIONS, locale);

/** A weekly sale's flyer editions by name (the list's columns). */
export async function editionNames(): Promise<Record<FlyerEdition, string>> {
  const t = await getTranslations('admin.sales.editions');
  return Object.fromEntries(FLYER_EDITIONS.map((edition) => [edition, t(edition)])) as Record<FlyerEdition, string>;
}

/** The deals a slide may advertise, newest first. */
export function dealOptions(deals: Array<{ id: number; title: string; title_eng: string }>, locale: AppLocale): Option[] {
  return deals.map((deal) => ({ value: deal.id, label: inLanguage(locale, deal.title, deal.title_eng) }));
}
