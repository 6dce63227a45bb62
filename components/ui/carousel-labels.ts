import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { CarouselButtonLabels } from './carousel-buttons';

export interface CarouselWords {
  buttons: CarouselButtonLabels;
  /** Each slide's name, "1 of 5": formatted here, so no message formatter runs in the browser. */
  slideNames: (total: number) => string[];
}

/** The words every carousel's buttons and slides need, in the page's language (server side). */
export async function carouselLabels(locale: AppLocale): Promise<CarouselWords> {
  const t = await getTranslations({ locale, namespace: 'home.visual' });
  return {
    buttons: { previous: t('previous'), next: t('next'), play: t('play'), pause: t('pause') },
    slideNames: (total) => Array.from({ length: total }, (_, index) => t('slide', { index: index + 1, total })),
  };
}
