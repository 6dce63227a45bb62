import { ServerImage } from '@/components/ui/server-image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { STORES } from '@/lib/content/stores';
import type { StoreIdentity } from '@/lib/stores/store';
import { StoreCounts } from './store-counts';
import styles from './story.module.css';

/** The states in the spec's order of the counters (section 4). */
const STATE_ORDER: ReadonlyArray<StoreIdentity['state']> = ['MD', 'VA', 'NJ', 'FL'];
const VALUES = [
  { key: 'freshness', picture: 'leafy-greens' },
  { key: 'lowPrices', picture: 'money-bag' },
  { key: 'innovation', picture: 'light-bulb' },
  { key: 'community', picture: 'handshake' },
] as const;
const FACTS = ['stores', 'since', 'distribution', 'employees'] as const;

/** About Us: who we are, our stores per state (counted from the bundled store list), our values, our numbers. */
export async function StoryAbout({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'story.about' });
  const states = await getTranslations({ locale, namespace: 'stores.states' });
  const stores = STORES.filter((store) => !store.distributor);
  const counts = STATE_ORDER.map((code) => ({ code, name: states(code), count: stores.filter((store) => store.state === code).length }));

  return (
    <>
      <section className={styles.block} aria-labelledby="story-intro">
        <h2 id="story-intro" className={styles.heading}>
          {t('introTitle')}
        </h2>
        <p className={styles.text}>{t('intro1')}</p>
        <p className={styles.text}>{t('intro2')}</p>
      </section>

      <section className={styles.block} aria-labelledby="story-counts">
        <h2 id="story-counts" className={styles.heading}>
          {t('countsTitle')}
        </h2>
        <StoreCounts states={counts} unit={t('countsUnit')} />
      </section>

      <section className={styles.block} aria-labelledby="story-mission">
        <h2 id="story-mission" className={styles.heading}>
          {t('missionTitle')}
        </h2>
        <ul className={styles.values}>
          {VALUES.map(({ key, picture }) => (
            <li key={key} className={styles.value}>
              <ServerImage src={`/images/food/${picture}.webp`} alt="" width={88} height={88} sizes="88px" className={styles.valuePicture} />
              <h3 className={styles.valueTitle}>{t(`values.${key}.title`)}</h3>
              <p className={styles.valueText}>{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="story-facts">
        <h2 id="story-facts" className={styles.heading}>
          {t('factsTitle')}
        </h2>
        <dl className={styles.facts}>
          {FACTS.map((key) => (
            <div key={key} className={styles.fact}>
              <dt className={styles.factValue}>{t(`facts.${key}.value`)}</dt>
              <dd className={styles.factLabel}>{t(`facts.${key}.label`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
