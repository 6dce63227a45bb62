import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { getPathname } from '@/lib/i18n/navigation';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { choosableStore } from '@/lib/stores/my-store';
import { AD_LANGUAGES, type AdLanguage } from '@/lib/validation/weekly-ad';
import { WeeklyAdForm } from '@/components/weekly-ad/weekly-ad-form';
import { FormError } from '@/components/weekly-ad/form-answer';
import styles from '@/components/weekly-ad/weekly-ad.module.css';

export const generateMetadata = staticPageMetadata('weeklyAd', '/weekly-ad');

// It answers the sign-up form (`?sent=1`, or a field to mend): drawn for each request.
export const dynamic = 'force-dynamic';

/** The weekly ad by e-mail (issue 53): the sign-up, and what the form's answer says. */
export default async function WeeklyAdPage({ params, searchParams }: PageProps<'/[locale]/weekly-ad'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('weeklyAd');
  const query = (await searchParams) as SearchParams;
  const sent = firstValue(query, 'sent') === '1';
  const language = firstValue(query, 'language');
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {sent ? (
        <p className={styles.status} role="status">
          {t('sent')}
        </p>
      ) : null}
      <FormError locale={locale} error={firstValue(query, 'error')} />
      <WeeklyAdForm
        locale={locale}
        page={getPathname({ href: '/weekly-ad', locale })}
        store={choosableStore(firstValue(query, 'store'))?.slug}
        language={(AD_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as AdLanguage) : undefined}
      />
    </div>
  );
}
