import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { slideView, type SlideView } from '@/lib/home/slide-view';
import type { MainVisual as MainVisualItem } from '@/lib/server/services/slides';
import { PRODUCT_SECTIONS } from './home-links';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { MainVisual, type ShownSlide } from './main-visual';
import { slidePictureSources } from './slide-picture-sources';
import { fallbackTags } from '@/components/board/board-labels';

/**
 * The main visual from the slide list (what `GET /api/mainvisual/` serves), in the page's
 * language. Left out when there is no slide or the list could not be read (null).
 */
export async function MainVisualSection({ locale, visuals }: { locale: AppLocale; visuals: MainVisualItem[] | null }) {
  if (!visuals?.length) return null;
  const t = await getTranslations({ locale, namespace: 'home' });
  const names = {
    category: (category: number) => {
      const section = PRODUCT_SECTIONS[category - 1];
      return section ? t(`products.${section.key}`) : null;
    },
    video: t('visual.video'),
  };
  const slides = visuals
    .map((visual) => slideView(visual, locale, names))
    .filter((slide): slide is SlideView => slide !== null)
    .map((slide): ShownSlide => (slide.kind === 'picture' ? { ...slide, picture: slidePictureSources(slide.picture) } : slide));
  if (!slides.length) return null;

  const words = await carouselLabels(locale);
  return (
    <MainVisual
      slides={slides}
      slideNames={words.slideNames(slides.length)}
      labels={{
        ...words.buttons,
        title: t('visual.title'),
        more: t('visual.more'),
        newTab: (await getTranslations({ locale, namespace: 'common' }))('newTab'),
        fallback: await fallbackTags(locale),
      }}
    />
  );
}
