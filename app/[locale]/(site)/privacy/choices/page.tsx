import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/static-page-metadata';
import { firstValue, type SearchParams } from '@/lib/search-params';
import { env } from '@/lib/env';
import { analyticsStanding, analyticsTurnedOff, sendsGpc } from '@/lib/privacy/choices';
import { retentionOf, type Retained } from '@/lib/privacy/retention';
import { keptText, RetentionTable, retentionWords } from '@/components/privacy/retention-table';
import styles from '@/components/privacy/privacy.module.css';
import page from '@/components/static/static-page.module.css';

export const generateMetadata = staticPageMetadata('privacyChoices', '/privacy/choices');

// It says what this request sent (its Sec-GPC header, the choice's cookie): drawn for each one.
export const dynamic = 'force-dynamic';

/** Each form of the site, where it is, and the schedule's entry for what it sends (none: nothing is kept). */
const FORMS: ReadonlyArray<{ form: string; href: string; kept: Retained['record'] | null }> = [
  { form: 'contact', href: '/contact', kept: 'inquiryAnswered' },
  { form: 'productInquiry', href: '/productInquiry', kept: 'inquiryAnswered' },
  { form: 'tenant', href: '/tenant', kept: 'tenantApplication' },
  { form: 'careerApply', href: '/career', kept: 'jobApplication' },
  { form: 'weeklyAd', href: '/weekly-ad', kept: 'adUnsubscribed' },
  { form: 'lookup', href: '/myQna', kept: null },
  { form: 'location', href: '/location', kept: null },
];

/**
 * Your privacy choices (issue 52): where this browser stands on analytics (Global Privacy Control
 * honoured without asking), a plain form to turn them off or on (kept in a cookie; it works
 * before any script), and what each form collects, why, who sees it and how long it is kept.
 * Drawn for each request: it says what this browser sent.
 */
export default async function PrivacyChoicesPage({ params, searchParams }: PageProps<'/[locale]/privacy/choices'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('privacyChoices');
  const request = await headers();
  const standing = analyticsStanding({ gpc: sendsGpc(request.get('sec-gpc')), cookies: request.get('cookie') });
  const turnedOff = analyticsTurnedOff(request.get('cookie'));
  const saved = firstValue((await searchParams) as SearchParams, 'saved');
  const kept = await Promise.all(FORMS.map(async ({ kept: record }) => (record ? t('forms.keptFor', { kept: await keptText(retentionOf(record)) }) : t('forms.notKept'))));

  return (
    <article className={`page-narrow ${page.article}`}>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>

      <section aria-labelledby="choices-analytics" className={page.section}>
        <h2 id="choices-analytics">{t('analytics.title')}</h2>
        <p>{t('analytics.about')}</p>
        {env.gaId ? null : <p>{t('analytics.none')}</p>}
        {saved === 'on' || saved === 'off' ? (
          <p className={styles.saved} role="status">
            {t(`analytics.saved.${saved}`)}
          </p>
        ) : null}
        {/* Without an analytics id nothing counts pages: "on" would not be true. */}
        {env.gaId || standing !== 'on' ? <p className={styles.standing}>{t(`analytics.${standing}`)}</p> : null}
        <form method="post" action="/api/privacy/choices/" className={styles.choice}>
          <input type="hidden" name="locale" value={locale} />
          <fieldset>
            <legend>{t('analytics.choice')}</legend>
            <label>
              <input type="radio" name="analytics" value="on" defaultChecked={!turnedOff} />
              {t('analytics.allow')}
            </label>
            <label>
              <input type="radio" name="analytics" value="off" defaultChecked={turnedOff} />
              {t('analytics.refuse')}
            </label>
          </fieldset>
          <p>
            <button type="submit" className="button">
              {t('analytics.save')}
            </button>
          </p>
          <p className={page.updated}>{t('analytics.kept')}</p>
        </form>
      </section>

      <section aria-labelledby="choices-forms" className={page.section}>
        <h2 id="choices-forms">{t('forms.title')}</h2>
        <p>{t('forms.lead')}</p>
        <ul className={styles.forms}>
          {FORMS.map(({ form, href }, index) => (
            <li key={form} className={styles.form}>
              <h3>
                <Link href={href}>{t(`forms.rows.${form}.form` as 'forms.rows.contact.form')}</Link>
              </h3>
              <dl>
                <dt>{t('forms.collects')}</dt>
                <dd>{t(`forms.rows.${form}.collects` as 'forms.rows.contact.collects')}</dd>
                <dt>{t('forms.why')}</dt>
                <dd>{t(`forms.rows.${form}.why` as 'forms.rows.contact.why')}</dd>
                <dt>{t('forms.who')}</dt>
                <dd>{t(`forms.rows.${form}.who` as 'forms.rows.contact.who')}</dd>
                <dt>{t('forms.kept')}</dt>
                <dd>{kept[index]}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="choices-retention" className={page.section}>
        <h2 id="choices-retention">{t('retentionTitle')}</h2>
        <RetentionTable labelledBy="choices-retention" words={await retentionWords()} />
        <p>
          {t.rich('more', { link: (chunks) => <Link href="/privacy">{chunks}</Link> })}
        </p>
      </section>
    </article>
  );
}
