import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { CAREER_TYPES, CITIES, JOB_TYPES, type CodeEntry } from '@/lib/content/codes';
import { EXPERIENCES } from '@/lib/validation/job-posting';
import type { Option, PostingFormLabels } from './posting-form';

const optionsOf = (codes: CodeEntry[], locale: AppLocale): Option[] => codes.map((code) => ({ value: code.value, label: locale === 'ko' ? code.ko : code.en }));

/** The posting form's choices in the admin's language. */
export async function postingOptions(locale: AppLocale) {
  const t = await getTranslations('admin.postings');
  return {
    cities: optionsOf(CITIES, locale),
    jobTypes: optionsOf(JOB_TYPES, locale),
    careerTypes: optionsOf(CAREER_TYPES, locale),
    experiences: EXPERIENCES.map((value) => ({ value, label: t(`experiences.${value}`) })),
  };
}

export async function postingFormLabels(): Promise<PostingFormLabels> {
  const t = await getTranslations('admin.postings');
  const admin = await getTranslations('admin');
  return {
    period: t('period'),
    startDate: t('startDate'),
    dueDate: t('dueDate'),
    alwaysOpen: t('alwaysOpen'),
    stores: t('stores'),
    jobType: t('jobType'),
    experience: t('experience'),
    careerType: t('careerType'),
    choose: t('choose'),
    title: t('titleKo'),
    titleEng: t('titleEn'),
    titleEngHint: t('titleEnHint'),
    content: t('contentKo'),
    contentEng: t('contentEn'),
    published: t('publishedLabel'),
    publishedHint: t('publishedHint'),
    save: t('save'),
    saving: t('saving'),
    signInAgain: admin('signInAgain'),
  };
}
