import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { env } from '@/lib/env';
import type { PostingDetail as Posting } from '@/lib/server/services/postings';
import { postingJsonLd } from '@/lib/careers/posting-json-ld';
import { fallbackLang, inLanguage } from '@/lib/i18n/in-language';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { DetailBoard } from '@/components/board/detail-board';
import { boardLabels } from '@/components/board/board-labels';
import { JsonLd } from '@/components/seo/json-ld';
import { postingFacts, type CareerWords } from '@/lib/careers/posting-facts';
import styles from './careers.module.css';

interface PostingDetailProps {
  locale: AppLocale;
  posting: Posting;
  words: CareerWords;
  today: string;
}

/** One posting on the shared board: its facts, the body, Apply (or that it has closed) and List, back to the list it was opened from. */
export async function PostingDetail({ locale, posting, words, today }: PostingDetailProps) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const facts = postingFacts(posting, locale, words, today);
  const closed = facts.deadline.kind === 'closed';
  const body = inLanguage(locale, posting.content, posting.content_eng);
  const structured = postingJsonLd(
    { title: facts.title, description: body, careerType: posting.career_type, cities: posting.city, dueDate: posting.due_date, createdAt: posting.created_at },
    today,
    { url: env.siteUrl, name: tm('siteName'), logo: `${env.siteUrl}/icon.svg` },
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
          <div>
            <dt>{t('deadlineLabel')}</dt>
            <dd>
              <span className={styles.deadline} data-kind={facts.deadline.kind}>
                {facts.deadlineText}
              </span>
              {posting.due_date && !closed ? <span className={styles.dueDate}> {t('dueDate', { date: formatDay(posting.due_date, locale) })}</span> : null}
            </dd>
          </div>
        </dl>
        {closed ? (
          <p className="notice-box" role="status">
            {t('closedNotice')}
          </p>
        ) : (
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
