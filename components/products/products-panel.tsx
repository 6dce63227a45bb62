import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { ProductTab } from '@/lib/content/products';
import { carouselLabels } from '@/components/ui/carousel-labels';
import { ItemCarousel } from './item-carousel';
import { itemCards } from './item-card';
import styles from './products.module.css';

interface ProductsPanelProps {
  locale: AppLocale;
  tab: ProductTab;
  /** The department's name in the page's language. */
  name: string;
}

/** One department: its intro, features, item carousel, own brands or pictures, and the vendor box. */
export async function ProductsPanel({ locale, tab, name }: ProductsPanelProps) {
  const t = await getTranslations({ locale, namespace: 'productsPage' });
  const { buttons: labels, slideNames } = await carouselLabels(locale);

  return (
    <>
      {tab.intro.map((block, index) => (
        <section key={index} className={styles.block}>
          <h2 className={styles.heading}>{block.title[locale]}</h2>
          <p className={styles.text}>{block.text[locale]}</p>
        </section>
      ))}

      {tab.features.length ? (
        <ul className={styles.features}>
          {tab.features.map((feature) => (
            <li key={feature.key} className={styles.feature}>
              <ServerImage src={`/images/food/${feature.picture}.webp`} alt="" width={72} height={72} sizes="72px" />
              <h3 className={styles.featureTitle}>{feature.name[locale]}</h3>
              <p className={styles.featureText}>{feature.text[locale]}</p>
            </li>
          ))}
        </ul>
      ) : null}

      {tab.items.length ? (
        <section className={styles.block}>
          <h2 className={styles.heading}>
            {t('featured', { name })}
          </h2>
          <ItemCarousel
            title={t('featured', { name })}
            kind="items"
            autoplay
            labels={labels}
            slideNames={slideNames(tab.items.length)}
            cards={itemCards(
              tab.items.map((item) => ({ key: String(item.key), name: item.name[locale], text: item.text[locale], picture: item.picture })),
              'items',
            )}
          />
        </section>
      ) : null}

      {tab.brands.length ? (
        <section className={styles.block} aria-labelledby="products-brands">
          <h2 id="products-brands" className={styles.heading}>
            {t('brandsTitle')}
          </h2>
          <div className={styles.brands}>
            {tab.brands.map((brand, index) => (
              // One open at a time: details that share a name close each other (no script needed).
              <details key={brand.key} name="private-brands" className={styles.brand} open={index === 0}>
                <summary className={styles.brandSummary}>
                  <span className={styles.brandName}>{brand.name[locale]}</span>
                  <span className={styles.brandText}>{brand.text[locale]}</span>
                </summary>
                <ItemCarousel
                  title={t('brandProducts', { name: brand.name[locale] })}
                  kind="brands"
                  autoplay={brand.autoplay}
                  labels={labels}
                  slideNames={slideNames(brand.products.length)}
                  cards={itemCards(
                    brand.products.map((product, place) => ({ key: String(place), name: product.name[locale], picture: product.picture })),
                    'brands',
                  )}
                />
              </details>
            ))}
          </div>
        </section>
      ) : null}

      {tab.gallery.length ? (
        <section className={styles.block} aria-labelledby="products-gallery">
          <h2 id="products-gallery" className={styles.heading}>
            {t('galleryTitle')}
          </h2>
          <ul className={styles.gallery}>
            {tab.gallery.map((entry) => (
              <li key={entry.key} className={styles.galleryItem}>
                <ServerImage src={`/images/food/${entry.picture}.webp`} alt="" width={128} height={128} sizes="128px" />
                <span>{entry.name[locale]}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.vendor} aria-labelledby="products-vendor">
        <div>
          <h2 id="products-vendor" className={styles.vendorTitle}>
            {t('vendorTitle')}
          </h2>
          <p className={styles.vendorText}>{t('vendorText', { name })}</p>
        </div>
        <Link href={`/productInquiry?cate=${tab.tab}`} className="button">
          {t('vendorButton')}
        </Link>
      </section>
    </>
  );
}
