import { getTranslations } from 'next-intl/server';
import { WEEKLY_AD_EXCLUSIONS } from '@/lib/content/stores';
import styles from './flyer-viewer.module.css';

interface SaleDisclaimerProps {
  /** The sale's location: Maryland (1) and Virginia (2) name the stores the ads exclude. */
  location: number;
  /** On a store page: the store, which is told plainly when the weekly ad does not apply there. */
  store?: { slug: string; title: string };
}

/** The weekly sale's small print, the same on /sale and on every store page. */
export async function SaleDisclaimer({ location, store }: SaleDisclaimerProps) {
  const t = await getTranslations('sale');
  const excluded = store ? WEEKLY_AD_EXCLUSIONS[store.slug] : undefined;
  return (
    <>
      {excluded && store ? (
        <p className="notice-box" role="note">
          {t(excluded === 'all' ? 'storeExcluded' : 'storeExcludedIndian', { title: store.title })}
        </p>
      ) : null}
      <p className={styles.disclaimer}>
        {t('disclaimer')}
        {location === 1 || location === 2 ? <strong>{t('exclusions')}</strong> : null}
      </p>
    </>
  );
}
