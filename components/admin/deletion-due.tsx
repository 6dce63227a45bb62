import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Retained } from '@/lib/privacy/retention';
import styles from './admin.module.css';

/**
 * The dashboard's "Deleted soon" card (issue 52): of the records the staff member reads, how many
 * pass their keeping period within the coming days, when the server deletes them with their files.
 */
export async function DeletionDue({ counts, days }: { counts: Partial<Record<Retained['record'], number>>; days: number }) {
  const t = await getTranslations('admin.deletionDue');
  const records = await getTranslations('retention.records');
  const due = Object.entries(counts).filter(([, n]) => n > 0) as Array<[Retained['record'], number]>;
  return (
    <section className={styles.card} aria-labelledby="admin-deletion-due">
      <h2 id="admin-deletion-due">{t('title', { days })}</h2>
      <p className={styles.hint}>{t.rich('lead', { link: (chunks) => <Link href="/privacy/choices">{chunks}</Link> })}</p>
      {due.length ? (
        <ul>
          {due.map(([record, n]) => (
            <li key={record}>{t('count', { what: records(record), count: n })}</li>
          ))}
        </ul>
      ) : (
        <p>{t('none', { days })}</p>
      )}
    </section>
  );
}
