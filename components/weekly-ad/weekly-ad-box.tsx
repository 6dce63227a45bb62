import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { WeeklyAdForm } from './weekly-ad-form';
import styles from './weekly-ad.module.css';

/** The weekly ad's sign-up as a section of another page (the home page, a weekly sale, a store page). */
export async function WeeklyAdBox({ locale, page, store }: { locale: AppLocale; page: string; store?: string }) {
  const t = await getTranslations({ locale, namespace: 'weeklyAd' });
  return (
    <section className={styles.box} aria-labelledby="weekly-ad-box">
      <h2 id="weekly-ad-box">{t('formTitle')}</h2>
      <p className={styles.note}>{t('lead')}</p>
      <WeeklyAdForm locale={locale} page={page} store={store} idPrefix="weekly-ad-box" />
    </section>
  );
}
