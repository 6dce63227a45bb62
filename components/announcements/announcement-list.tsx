import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { PageOf } from '@/lib/server/pagination';
import type { AnnouncementSummary } from '@/lib/server/services/announcements';
import { PAGE_SIZE, totalPages } from '@/lib/paging';
import { announcementDetailHref, announcementListHref } from '@/lib/announcements/announcement-address';
import { Pagination } from '@/components/ui/pagination';
import { ListTop } from '@/components/ui/list-top';
import { fallbackTags, paginationLabels } from '@/components/board/board-labels';
import { TitleAndDate } from './title-and-date';
import styles from './announcements.module.css';

/**
 * A page of notices as a board: numbered newest first across pages (the newest of all has the
 * highest number), each row's title and date in the page's language, then the pager.
 */
export async function AnnouncementList({ locale, found }: { locale: AppLocale; found: PageOf<AnnouncementSummary> }) {
  const t = await getTranslations({ locale, namespace: 'announcements' });
  const firstNumber = found.count - (found.page - 1) * PAGE_SIZE;
  const tags = await fallbackTags(locale);
  return (
    <section aria-labelledby="announcement-total">
      <ListTop page={found.page} className={styles.total}>
        <span id="announcement-total">{t('total', { count: found.count })}</span>
      </ListTop>
      {found.results.length === 0 ? (
        <p className="notice-box" role="status">
          {t('empty')}
        </p>
      ) : (
        <ol className={styles.list} reversed start={firstNumber}>
          {found.results.map((item, index) => (
            <li key={item.id}>
              {/* Each notice is a server render: fetched on click, not prefetched ten at a time. */}
              <Link href={announcementDetailHref(item.id, found.page)} className={styles.row} prefetch={false}>
                <span className={styles.number} aria-hidden="true">
                  {firstNumber - index}
                </span>
                <TitleAndDate locale={locale} item={item} classes={{ title: styles.title, date: styles.date }} tags={tags} />
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={announcementListHref} />
    </section>
  );
}
