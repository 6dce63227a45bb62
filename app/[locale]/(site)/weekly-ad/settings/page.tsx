import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { now } from '@/lib/server/clock';
import { subscriberOfLink } from '@/lib/server/services/weekly-ad';
import { subscriberWords } from '@/components/weekly-ad/subscriber-words';
import { AdChoiceFields } from '@/components/weekly-ad/ad-choice-fields';
import { FormError, InvalidLink } from '@/components/weekly-ad/form-answer';
import styles from '@/components/weekly-ad/weekly-ad.module.css';

// One subscriber's page, reached by their mail's link: never indexed.
export const generateMetadata = staticPageMetadata('weeklyAd', '/weekly-ad', { robots: { index: false } });

export const dynamic = 'force-dynamic';

const SAVED = ['confirmed', 'settings', 'unsubscribed'] as const;

/**
 * A subscriber's weekly ad (issue 53), from the link of any of their mails, with no password: the
 * store, language, editions and watched items to change, and the way to stop (or, stopped, to start again).
 */
export default async function WeeklyAdSettingsPage({ params, searchParams }: PageProps<'/[locale]/weekly-ad/settings'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('weeklyAd');
  const query = (await searchParams) as SearchParams;
  const token = firstValue(query, 't');
  const subscriber = await subscriberOfLink(token, now());
  // What the last form did, said only while it is still so (an address typed with `saved=` says nothing false).
  const saved = SAVED.find((value) => value === firstValue(query, 'saved') && (value === 'settings' || value === subscriber?.status));
  if (!subscriber) {
    return (
      <div className="page-narrow">
        <h1 className="page-title">{t('settingsTitle')}</h1>
        <InvalidLink locale={locale} />
      </div>
    );
  }
  const words = await subscriberWords(locale, subscriber);
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="t" value={token} />
    </>
  );
  return (
    <div className="page-narrow">
      <h1 className="page-title">{t('settingsTitle')}</h1>
      {saved ? (
        <p className={styles.status} role="status">
          {t(`saved.${saved}`)}
        </p>
      ) : null}
      <FormError locale={locale} error={firstValue(query, 'error')} />
      <p className="page-lead">
        {subscriber.status === 'unsubscribed' ? t('unsubscribedLead', words) : t('settingsLead', words)}
        {subscriber.status === 'pending' ? ` ${t('pendingLead')}` : null}
      </p>
      {subscriber.status === 'confirmed' ? null : (
        <form method="post" action="/api/weekly-ad/confirm/" className={styles.box}>
          {hidden}
          <button type="submit" className="button">
            {subscriber.status === 'pending' ? t('confirmButton') : t('resubscribe')}
          </button>
        </form>
      )}
      <form method="post" action="/api/weekly-ad/settings/" className={styles.form}>
        {hidden}
        <AdChoiceFields locale={locale} idPrefix="ad-settings" store={subscriber.storeSlug} language={subscriber.language} editions={subscriber.editions} />
        <div className={styles.field}>
          <label htmlFor="ad-settings-watches">{t('watches')}</label>
          <p id="ad-settings-watches-hint" className={styles.note}>
            {t('watchesHint')}
          </p>
          <textarea id="ad-settings-watches" name="watches" rows={5} defaultValue={subscriber.watches.join('\n')} aria-describedby="ad-settings-watches-hint" />
        </div>
        <div>
          <button type="submit" className="button">
            {t('save')}
          </button>
        </div>
      </form>
      {subscriber.status === 'unsubscribed' ? null : (
        <section className={styles.section} aria-labelledby="ad-unsubscribe">
          <h2 id="ad-unsubscribe">{t('unsubscribeTitle')}</h2>
          <form method="post" action="/api/weekly-ad/unsubscribe/">
            {hidden}
            <button type="submit" className="button button-outline">
              {t('unsubscribeButton')}
            </button>
          </form>
        </section>
      )}
    </div>
  );
}
