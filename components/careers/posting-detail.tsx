import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { env } from '@/lib/env';
import type { PostingDetail as Posting } from '@/lib/server/services/postings';
import { postingJsonLd } from '@/lib/careers/posting-json-ld';
import { fallbackLang, inLanguage, pickText } from '@/lib/i18n/in-language';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { DetailBoard } from '@/components/board/detail-board';
import { boardLabels } from '@/components/board/board-labels';
import { JsonLd } from '@/components/seo/json-ld';
import { postingFacts, type CareerWords } from '@/lib/careers/posting-facts';
import type { Store } from '@/lib/stores/store';
import styles from './careers.module.css';

interface PostingDetailProps {
  locale: AppLocale;
  posting: Posting;
  words: CareerWords;
  today: string;
  /** Where its places are (the JobPosting's jobLocation). */
  stores: readonly Store[];
}

/**
 * One posting on the shared board: its facts (pay and benefits too), the body, Apply, and List
 * back to the list it was opened from. A closed posting keeps its page: it says so first, offers
 * the open postings instead of Apply, and carries no JobPosting data.
 */
export async function PostingDetail({ locale, posting, words, today, stores }: PostingDetailProps) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const facts = postingFacts(posting, locale, words, today);
  const closed = posting.closed;
  const deadline = closed ? ({ kind: 'closed' } as const) : facts.deadline;
  const body = inLanguage(locale, posting.content, posting.content_eng);
  const benefits = pickText(locale, posting.benefits, posting.benefits_eng);
  const structured = postingJsonLd(
    {
      id: posting.id,
      title: facts.title,
      description: body,
      benefits: benefits.text,
      careerType: posting.career_type,
      cities: posting.city,
      pay: posting.pay,
      startDate: posting.start_date,
      dueDate: posting.due_date,
      createdAt: posting.created_at,
      closed,
    },
    { url: env.siteUrl, name: tm('siteName'), logo: `${env.siteUrl}/icon.svg`, benefitsHeading: t('benefits') },
    stores,
  );

  return (
    <>
      {structured ? <JsonLd data={structured} /> : null}
      <DetailBoard
        title={facts.title}
        titleLang={facts.titleLang}
        created={formatDay(storeDayOf(posting.created_at), locale)}
        body={{ html: body }}
        list={{ href: { list: 'postings' } }}
        labels={await boardLabels()}
        lang={fallbackLang(locale, posting.content, posting.content_eng)}
      >
        {closed ? (
          <div className={styles.closedState} role="status">
            <strong>{t('closedTitle')}</strong>
            <p>{t('closedNotice')}</p>
            <p>
              <Link href="/career">{t('openPostings')}</Link>
            </p>
          </div>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('jobCategory')}</dt>
            <dd>{facts.jobType}</dd>
          </div>
          <div>
            <dt>{t('employmentType')}</dt>
            <dd>{facts.employmentType}</dd>
          </div>
          {posting.experience === 1 || posting.experience === 2 ? (
            <div>
              <dt>{t('experience')}</dt>
              <dd>{t(`experiences.${posting.experience}`)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('location')}</dt>
            <dd>{facts.cities}</dd>
          </div>
          {facts.pay ? (
            <div>
              <dt>{t('pay')}</dt>
              <dd className={styles.pay}>{facts.pay}</dd>
            </div>
          ) : null}
          {benefits.text.trim() ? (
            <div>
              <dt>{t('benefits')}</dt>
              <dd className={styles.benefits} lang={benefits.lang}>
                {benefits.text}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('deadlineLabel')}</dt>
            <dd>
              <span className={styles.deadline} data-kind={deadline.kind}>
                {words.deadline(deadline)}
              </span>
              {posting.due_date && !closed ? <span className={styles.dueDate}> {t('dueDate', { date: formatDay(posting.due_date, locale) })}</span> : null}
            </dd>
          </div>
        </dl>
        {closed ? null : (
          <p className={styles.apply}>
            <Link href={`/career-apply?post=${posting.id}`} className="button">
              {t('applyNow')}
            </Link>
          </p>
        )}
      </DetailBoard>
    </>
  );
}
