import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { PageOf } from '@/lib/server/pagination';
import type { PostingSummary } from '@/lib/server/services/postings';
import { careerDetailHref, careerListHref, type CareerListQuery } from '@/lib/careers/career-query';
import { totalPages } from '@/lib/paging';
import { Pagination } from '@/components/ui/pagination';
import { ListTop } from '@/components/ui/list-top';
import { fallbackTags, paginationLabels } from '@/components/board/board-labels';
import { FallbackText } from '@/components/ui/fallback-text';
import { postingFacts, type CareerWords } from '@/lib/careers/posting-facts';
import styles from './careers.module.css';

interface PostingListProps {
  locale: AppLocale;
  found: PageOf<PostingSummary>;
  query: CareerListQuery;
  words: CareerWords;
  today: string;
}

/** The count, the two sort tabs, a page of postings (each opens its detail) and the pager. */
export async function PostingList({ locale, found, query, words, today }: PostingListProps) {
  const t = await getTranslations({ locale, namespace: 'careers' });
  const tags = await fallbackTags(locale);
  const sorts = [
    { ordering: 'created_at', label: t('newest') },
    { ordering: 'due_date', label: t('closingSoon') },
  ] as const;

  return (
    <section aria-labelledby="career-total">
      <div className={styles.listHead}>
        <ListTop page={found.page} className={styles.total}>
          <span id="career-total">{t('total', { count: found.count })}</span>
        </ListTop>
        <nav aria-label={t('sort')}>
          <ul className={styles.sorts}>
            {sorts.map(({ ordering, label }) => (
              <li key={ordering}>
                <Link href={careerListHref({ ...query, ordering, page: 1 })} aria-current={query.ordering === ordering ? 'true' : undefined} className={styles.sort} scroll={false}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {found.results.length === 0 ? (
        <p className="notice-box" role="status">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.list}>
          {found.results.map((posting) => {
            const facts = postingFacts(posting, locale, words, today);
            return (
              <li key={posting.id}>
                {/* Postings are rendered per request: no prefetch of each one in view (ten
                    server renders a visitor), the click fetches it. */}
                <Link href={careerDetailHref(posting.id, query)} className={styles.row} prefetch={false}>
                  <span className={styles.rowTitle}>
                    <FallbackText picked={{ text: facts.title, lang: facts.titleLang }} tags={tags} />
                  </span>
                  <span className={styles.rowMeta}>
                    <span>{facts.jobType}</span>
                    <span>{facts.employmentType}</span>
                    <span>{facts.cities}</span>
                  </span>
                  {facts.pay ? (
                    <span className={styles.rowPay}>
                      <span className="visually-hidden">{t('pay')} </span>
                      {facts.pay}
                    </span>
                  ) : null}
                  <span className={styles.deadline} data-kind={facts.deadline.kind}>
                    <span className="visually-hidden">{t('deadlineLabel')} </span>
                    {facts.deadlineText}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(page) => careerListHref({ ...query, page })} />
    </section>
  );
}
