import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { now } from '@/lib/server/clock';
import { subscriberOfLink } from '@/lib/server/services/weekly-ad';
import { subscriberWords } from '@/components/weekly-ad/subscriber-words';
import { InvalidLink } from '@/components/weekly-ad/form-answer';
import styles from '@/components/weekly-ad/weekly-ad.module.css';

// One subscriber's page, reached by their mail's link: never indexed.
export const generateMetadata = staticPageMetadata('weeklyAd', '/weekly-ad', { robots: { index: false } });

export const dynamic = 'force-dynamic';

/**
 * The confirmation mail's link (issue 53): what would be confirmed, and the button that does it.
 * Opening the link changes nothing (mail scanners follow links); the button posts.
 */
export default async function WeeklyAdConfirmPage({ params, searchParams }: PageProps<'/[locale]/weekly-ad/confirm'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('weeklyAd');
  const token = firstValue((await searchParams) as SearchParams, 't');
  const subscriber = await subscriberOfLink(token, now());
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('confirmTitle')}</h1>
      {subscriber ? (
        <form method="post" action="/api/weekly-ad/confirm/" className={styles.box}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="t" value={token} />
          <p>{t('confirmLead', await subscriberWords(locale, subscriber))}</p>
          <button type="submit" className="button">
            {t('confirmButton')}
          </button>
        </form>
      ) : (
        <InvalidLink locale={locale} />
      )}
    </div>
  );
}
