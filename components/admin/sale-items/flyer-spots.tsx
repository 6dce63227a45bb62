import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { itemName, type Edition, type SaleItem, type Spot } from '@/lib/sale/items';
import { placeItemSpotAction, removeItemSpotAction } from '@/app/[locale]/admin/sale-item-actions';
import { SpotEditor } from './spot-editor';
import { ItemSpotForms } from './item-spot-forms';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

interface FlyerSpotsProps {
  flyers: Array<{ edition: Edition; url: string }>;
  items: SaleItem[];
  locale: AppLocale;
  editionName: (edition: Edition) => string;
  loginHref: string;
}

/** A spot in percent, as the typed form shows it (two decimals at most). */
const percentOf = (spot: Spot | undefined) => spot && { x: +(spot.x * 100).toFixed(2), y: +(spot.y * 100).toFixed(2), width: +(spot.w * 100).toFixed(2), height: +(spot.h * 100).toFixed(2) };

/**
 * Each edition's flyer picture with its items' places: drawn by dragging (script), or typed in
 * percent per item (keyboard, no script), and removed per item.
 */
export async function FlyerSpots({ flyers, items, locale, editionName, loginHref }: FlyerSpotsProps) {
  const t = await getTranslations('admin.sales.items');
  if (!flyers.length) return <p>{t('noFlyers')}</p>;
  const place = placeItemSpotAction.bind(null, locale);
  const remove = removeItemSpotAction.bind(null, locale);
  return (
    <>
      <p className={adminStyles.hint}>{t('spotsHint')}</p>
      {flyers.map(({ edition, url }) => {
        const onFlyer = items.filter((item) => item.editions.includes(edition));
        return (
          <section key={edition} className={styles.edition} aria-labelledby={`spots-${edition}`}>
            <h4 id={`spots-${edition}`}>{editionName(edition)}</h4>
            {onFlyer.length === 0 ? (
              <p>{t('noItemsInEdition')}</p>
            ) : (
              <>
                <SpotEditor
                  action={place}
                  edition={edition}
                  picture={url}
                  alt={t('pictureAlt', { edition: editionName(edition) })}
                  items={onFlyer.map((item) => ({ id: item.id, name: itemName(item, locale), spot: item.spots[edition] ?? null }))}
                  loginHref={loginHref}
                />
                <ul className={styles.spotList}>
                  {onFlyer.map((item) => {
                    const spot = percentOf(item.spots[edition]);
                    return (
                      <li key={item.id}>
                        <strong id={`spot-${edition}-${item.id}-name`}>{itemName(item, locale)}</strong>: {spot ? t('placedAt', spot) : t('notPlaced')}
                        <ItemSpotForms place={place} remove={remove} item={item.id} edition={edition} spot={spot ?? null} loginHref={loginHref} />
                      </li>
                    );
                  })}
                </ul>
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
