import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import styles from './weekly-ad.module.css';

/** A refused field's message, named by the key the server sent back (a `validation` message, or the consent's). */
export async function FormError({ locale, error }: { locale: AppLocale; error: string | undefined }) {
  if (!error) return null;
  const t = await getTranslations({ locale, namespace: 'weeklyAd' });
  const tv = await getTranslations({ locale, namespace: 'validation' });
  const message = error === 'consent' ? t('errors.consent') : tv.has(error as 'required') ? tv(error as 'required') : tv('required');
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
