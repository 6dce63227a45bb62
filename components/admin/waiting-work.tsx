import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AGE_BUCKETS } from '@/lib/admin/age-buckets';
import type { AgeCounts, WaitingKind } from '@/lib/server/services/waiting-work';
import { AdminTable } from './admin-table';
import styles from './admin.module.css';

const LISTS: Record<WaitingKind, string> = {
  inquiries: '/admin/inquiries?progress=1',
  applications: '/admin/applications',
  tenants: '/admin/tenants',
};

interface WaitingWorkProps {
  counts: Partial<Record<WaitingKind, AgeCounts>>;
  /** Admins: mail not yet sent, and mail given up on. */
  mail: { pending: number; failed: number } | null;
}

/** The dashboard's "Waiting" card (issue 37): what no one has answered or opened yet, by age. */
export async function WaitingWork({ counts, mail }: WaitingWorkProps) {
  const t = await getTranslations('admin.waiting');
  const kinds = (Object.keys(LISTS) as WaitingKind[]).filter((kind) => counts[kind]);
  return (
    <section className={styles.card} aria-labelledby="admin-waiting">
      <h2 id="admin-waiting">{t('title')}</h2>
      {kinds.length > 0 && (
        <AdminTable label={t('byAge')} columns={[t('what'), ...AGE_BUCKETS.map((bucket) => t(`age.${bucket}`))]}>
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <Link href={LISTS[kind]}>{t(`kind.${kind}`)}</Link>
              </th>
              {AGE_BUCKETS.map((bucket) => (
                <td key={bucket} data-bucket={bucket}>
                  {counts[kind]![bucket]}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
      {mail && <p>{mail.failed > 0 ? t('mailFailed', { failed: mail.failed, pending: mail.pending }) : t('mailPending', { pending: mail.pending })}</p>}
    </section>
  );
}
