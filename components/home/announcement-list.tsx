import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { announcementDetailHref } from '@/lib/announcements/announcement-address';
import { TitleAndDate } from '@/components/announcements/title-and-date';
import { fallbackTags } from '@/components/board/board-labels';
import type { RecentAnnouncement } from '@/lib/server/services/announcements';
import styles from './announcement-list.module.css';

/**
 * The newest announcements: title and date in the page's language (the Korean title, marked as
 * Korean, when no English one was written), each opening its detail view. Left out when the list
 * is empty or could not be read (null).
 */
export async function AnnouncementList({ locale, announcements }: { locale: AppLocale; announcements: RecentAnnouncement[] | null }) {
  if (!announcements?.length) return null;
  const t = await getTranslations({ locale, namespace: 'home.announcements' });
  const tags = await fallbackTags(locale);
  return (
    <section className={`page-wide ${styles.section}`} aria-labelledby="home-announcements-title">
      <div className={styles.top}>
        <h2 id="home-announcements-title" className={styles.title}>
          {t('title')}
        </h2>
        <Link href="/announcement" className={styles.all}>
          {t('all')}
        </Link>
      </div>
      <ul className={styles.list}>
        {announcements.map((item) => (
          <li key={item.id}>
            <Link href={announcementDetailHref(item.id)} className={styles.item}>
              <TitleAndDate locale={locale} item={item} classes={{ title: styles.itemTitle, date: styles.date }} tags={tags} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
