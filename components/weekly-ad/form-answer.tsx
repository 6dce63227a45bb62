import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
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

/** A mailed link that is not valid any more (expired, of an old key, or no link): says so and leads to the sign-up. */
export async function InvalidLink({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'weeklyAd' });
  return (
    <>
      <p className={styles.error} role="alert">
        {t('invalidLink')}
      </p>
      <Link href="/weekly-ad" className="button">
        {t('signUpAgain')}
      </Link>
    </>
  );
}
