import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { BannerSlider } from './banner-slider';
import { BANNERS } from './home-links';
import { StoreOpening } from './store-opening';

/** The banner slider with its words in the page's language and the store-opening popup's content. */
export async function BannerSection({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const banners = Object.fromEntries(
    BANNERS.map(({ key }) => [key, { title: t(`banners.${key}.title`), text: t(`banners.${key}.text`), action: t(`banners.${key}.action`) }]),
  ) as Record<(typeof BANNERS)[number]['key'], { title: string; text: string; action: string }>;
  const words = await carouselLabels(locale);
  return (
    <div className="page-wide">
      <BannerSlider
        slideNames={words.slideNames(BANNERS.length)}
        labels={{
          ...words.buttons,
          title: t('banners.title'),
          newTab: tc('newTab'),
          close: t('opening.close'),
          openingTitle: t('opening.title'),
          banners,
        }}
        opening={<StoreOpening locale={locale} />}
      />
    </div>
  );
}
