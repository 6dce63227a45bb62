import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { EDITIONS, type Edition } from '@/lib/sale/items';
import { AD_LANGUAGES, type AdLanguage } from '@/lib/validation/weekly-ad';
import { StoreSelect } from '@/components/stores/my-store-forms';
import styles from './weekly-ad.module.css';

interface AdChoiceFieldsProps {
  locale: AppLocale;
  /** Ids are the form's own: two forms may share a page. */
  idPrefix: string;
  store?: string;
  language?: AdLanguage;
  editions?: readonly Edition[];
}

/** The store, the mail's language and the editions: what the sign-up and the settings both ask (weeklyAdSettingsSchema). */
export async function AdChoiceFields({ locale, idPrefix, store, language = locale, editions = ['korean'] }: AdChoiceFieldsProps) {
  const t = await getTranslations({ locale, namespace: 'weeklyAd' });
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${idPrefix}-store`}>{t('store')}</label>
        <StoreSelect locale={locale} current={store} id={`${idPrefix}-store`} />
      </div>
      <fieldset className={styles.choices}>
        <legend>{t('language')}</legend>
        {AD_LANGUAGES.map((value) => (
          <label key={value}>
            <input type="radio" name="language" value={value} defaultChecked={value === language} required />
            {t(`languages.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>{t('editionsLegend')}</legend>
        {EDITIONS.map((value) => (
          <label key={value}>
            <input type="checkbox" name="editions" value={value} defaultChecked={editions.includes(value)} />
            {t(`editions.${value}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
