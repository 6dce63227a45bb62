import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { storeToday } from '@/lib/dates';
import { newestStore } from '@/lib/stores/newest-store';
import { STORES } from '@/lib/content/stores';
import type { Store } from '@/lib/stores/store';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { ServerImage } from '@/components/ui/server-image';
import { BannerSlider } from './banner-slider';
import { BANNERS } from './home-links';
import { StoreOpening } from './store-opening';
import styles from './banner-slider.module.css';

/** The widths the pictures are drawn at (banner-slider.module.css), so a phone fetches the small files. */
const BIG_PICTURE = '(min-width: 769px) 148px, 56px';
const SMALL_PICTURE = '(min-width: 769px) 104px, 40px';

/**
 * The banner slider with its words in the page's language and the store-opening popup's content;
 * `stores` null when they could not be read (the popup then leaves out the address and hours).
 */
export async function BannerSection({ locale, stores }: { locale: AppLocale; stores: readonly Store[] | null }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const banners = Object.fromEntries(
    BANNERS.map(({ key }) => [key, { title: t(`banners.${key}.title`), text: t(`banners.${key}.text`), action: t(`banners.${key}.action`) }]),
  ) as Record<(typeof BANNERS)[number]['key'], { title: string; text: string; action: string }>;
  const arts = Object.fromEntries(
    BANNERS.map(({ key, pictures }) => [
      key,
      <>
        {pictures.map((picture, index) => (
          <ServerImage key={picture} src={`/images/food/${picture}.webp`} alt="" width={128} height={128} sizes={index === 0 ? BIG_PICTURE : SMALL_PICTURE} className={styles.picture} />
        ))}
      </>,
    ]),
  ) as Record<(typeof BANNERS)[number]['key'], ReactNode>;
  const words = await carouselLabels(locale);
  const newest = stores?.length ? newestStore(storeToday(), stores) : newestStore(storeToday(), STORES);
  return (
    <div className="page-wide">
      <BannerSlider
        slideNames={words.slideNames(BANNERS.length)}
        labels={{
          ...words.buttons,
          title: t('banners.title'),
          newTab: tc('newTab'),
          close: t('opening.close'),
          openingTitle: t(newest.grandOpening ? 'opening.title' : 'opening.titleNewest'),
          banners,
        }}
        opening={<StoreOpening locale={locale} newest={newest} />}
        arts={arts}
      />
    </div>
  );
}
