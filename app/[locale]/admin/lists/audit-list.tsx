import { formatMoment } from '@/lib/format/dates';
import { auditActionName } from '@/lib/admin/audit-actions';
import { auditActions, listAudit, type AuditRow } from '@/lib/server/services/audit';
import { listStaff } from '@/lib/server/services/staff-accounts';
import type { ListPages } from '../kinds/kind-pages';

/** The audit log (admins), newest first, narrowed by who, what and from which New York day to which. */
export const auditPages: ListPages<AuditRow> = {
  filters: [
    { type: 'select', name: 'staff', label: 'who', all: 'everyone', options: async () => (await listStaff()).map((account) => ({ value: account.id, label: account.email })) },
    { type: 'select', name: 'action', label: 'action', all: 'everything', options: async (_locale, t) => (await auditActions()).map((action) => ({ value: action, label: auditActionName(action, t) })) },
    { type: 'day', name: 'from', label: 'from' },
    { type: 'day', name: 'to', label: 'to' },
  ],
  list: ({ staff, action, from, to }, page) => listAudit(page, { staff: staff as number | undefined, action: action as string | undefined, from: from as string | undefined, to: to as string | undefined }),
  columns: ['when', 'who', 'action', 'subject', 'detail', 'address'],
  cells: (row, { locale, t }) => [
    <time key="when" dateTime={row.created_at}>
      {formatMoment(row.created_at, locale, { seconds: true })}
    </time>,
    row.staff_email ?? '—',
    auditActionName(row.action, t),
    row.subject_kind ? `${row.subject_kind} #${row.subject_id ?? ''}` : '—',
    row.detail || '—',
    row.address || '—',
  ],
};
