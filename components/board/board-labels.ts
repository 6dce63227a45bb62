import { getTranslations } from 'next-intl/server';
import type { BoardLabels } from './detail-board';
import type { PaginationLabels } from '../ui/pagination';
import type { FallbackTags } from '../ui/fallback-text';
import type { AppLocale } from '@/lib/i18n/routing';

type BoardTranslator = Awaited<ReturnType<typeof getTranslations<'board'>>>;

function fallbackOf(t: BoardTranslator): FallbackTags {
  return {
    ko: { tag: t('fallback.ko.tag'), label: t('fallback.ko.label') },
    en: { tag: t('fallback.en.tag'), label: t('fallback.en.label') },
  };
}

/** The board's strings in the request's language (server side; plain strings, so client views can take them too). */
export async function boardLabels(progress?: number): Promise<BoardLabels> {
  const t = await getTranslations('board');
  return {
    created: t('created'),
    period: t('period'),
    attachments: t('attachments'),
    download: t.raw('download') as string,
    answer: t('answer'),
    answerDate: t('answerDate'),
    previous: t('previous'),
    next: t('next'),
    noPrevious: t('noPrevious'),
    noNext: t('noNext'),
    adjacent: t('adjacent'),
    list: t('list'),
    fallback: fallbackOf(t),
    ...(progress === 1 || progress === 2 ? { progress: t(`progress.${progress}`) } : {}),
  };
}

/** The tags of a text shown in the other language (components/ui/fallback-text.tsx), in the request's language. */
export async function fallbackTags(locale: AppLocale): Promise<FallbackTags> {
  return fallbackOf(await getTranslations({ locale, namespace: 'board' }));
}

export async function paginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations('pagination');
  return {
    label: t('label'),
    first: t('first'),
    previousBlock: t('previousBlock'),
    nextBlock: t('nextBlock'),
    last: t('last'),
    page: t.raw('page') as string,
  };
}
