import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { AGE_BUCKETS } from '@/lib/admin/age-buckets';
import type { AdminFormState } from '@/lib/admin/form-state';
import { VISITOR_RECORD_KINDS, VISITOR_RECORD_SECTIONS, type VisitorRecordKind } from '@/lib/admin/visitor-record-kinds';
import type { AgeCounts } from '@/lib/server/services/waiting-work';
import { AdminTable } from './admin-table';
import { ActionForm } from './action-form';
import styles from './admin.module.css';

interface WaitingWorkProps {
  counts: Partial<Record<VisitorRecordKind, AgeCounts>>;
  /** Admins: mail not yet sent, mail given up on, and the action that queues the latter again. */
  mail: { pending: number; failed: number; retry: (state: AdminFormState, form: FormData) => Promise<AdminFormState>; loginHref: string } | null;
}

/** The dashboard's "Waiting" card (issue 37): what no one has answered or opened yet, by age. */
export async function WaitingWork({ counts, mail }: WaitingWorkProps) {
  const t = await getTranslations('admin.waiting');
  const words = await getTranslations('admin');
  const kinds = VISITOR_RECORD_KINDS.filter((kind) => counts[kind]);
  return (
    <section className={styles.card} aria-labelledby="admin-waiting">
      <h2 id="admin-waiting">{t('title')}</h2>
      {kinds.length > 0 && (
        <AdminTable label={t('byAge')} columns={[t('what'), ...AGE_BUCKETS.map((bucket) => t(`age.${bucket}`))]}>
          {kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <Link href={VISITOR_RECORD_SECTIONS[kind].waiting}>{t(`kind.${kind}`)}</Link>
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
      {mail && mail.failed > 0 && <ActionForm action={mail.retry} label={t('mailRetry')} signInAgain={words('signInAgain')} loginHref={mail.loginHref} />}
    </section>
  );
}
