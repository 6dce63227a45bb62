import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { CarouselButtonLabels } from './carousel-buttons';

/** The words every carousel's buttons and slides need, in the page's language (server side). */
export async function carouselLabels(locale: AppLocale): Promise<CarouselButtonLabels & { slide: string }> {
  const t = await getTranslations({ locale, namespace: 'home.visual' });
  return { slide: t.raw('slide') as string, previous: t('previous'), next: t('next'), play: t('play'), pause: t('pause') };
}
