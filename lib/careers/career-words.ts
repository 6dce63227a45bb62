import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { listCodes } from '@/lib/server/services/common-codes';
import type { CareerWords } from './posting-facts';

/** The filter options (without "entire") and the deadline words, in the page's language. */
export async function careerWords(locale: AppLocale): Promise<CareerWords> {
  const [cities, jobTypes, careerTypes] = await Promise.all([listCodes('city', locale), listCodes('jobtype', locale), listCodes('careertype', locale)]);
  const t = await getTranslations({ locale, namespace: 'careers.deadline' });
  const chosen = (options: Array<{ value: number; label: string }>) => options.filter((option) => option.value > 0);
  return {
    options: { cities: chosen(cities), jobTypes: chosen(jobTypes), careerTypes: chosen(careerTypes) },
    deadline: (deadline) => (deadline.kind === 'days' ? t('days', { days: deadline.days }) : t(deadline.kind)),
  };
}
