import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { AdLanguage } from '@/lib/validation/weekly-ad';
import { AdChoiceFields } from './ad-choice-fields';
import styles from './weekly-ad.module.css';

interface WeeklyAdFormProps {
  locale: AppLocale;
  /** The page the form is on (kept with the consent). */
  page: string;
  /** Preselected: My store, or the store whose page it is. */
  store?: string;
  language?: AdLanguage;
  /** Ids are the form's own: two forms may share a page. */
  idPrefix?: string;
}

/**
 * The weekly ad's sign-up (issue 53): a plain form posted to /api/weekly-ad/, so it works before
 * any script; the browser checks the address and the consent, the server everything again.
 */
export async function WeeklyAdForm({ locale, page, store, language, idPrefix = 'weekly-ad' }: WeeklyAdFormProps) {
  const t = await getTranslations({ locale, namespace: 'weeklyAd' });
  return (
    <form method="post" action="/api/weekly-ad/" className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-email`}>{t('email')}</label>
        <input id={`${idPrefix}-email`} type="email" name="email" autoComplete="email" maxLength={254} required />
      </div>
      <AdChoiceFields locale={locale} idPrefix={idPrefix} store={store} language={language} />
      <div className={styles.consent}>
        <input id={`${idPrefix}-consent`} type="checkbox" name="consent" value="yes" required />
        <label htmlFor={`${idPrefix}-consent`}>{t('consent')}</label>
      </div>
      <p className={styles.note}>{t('privacy')}</p>
      <div>
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
