import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatMoment } from '@/lib/format/dates';
import { routeLocale } from '@/lib/i18n/route-locale';
import { intValue, queryString, type SearchParams } from '@/lib/search-params';
import { auditFilterOf } from '@/lib/admin/audit-filter';
import { auditActionName } from '@/lib/admin/audit-actions';
import { totalPages } from '@/lib/paging';
import { staffForPage } from '@/lib/server/admin/guard';
import { auditActions, listAudit } from '@/lib/server/services/audit';
import { listStaff } from '@/lib/server/services/staff-accounts';
import { Link } from '@/lib/i18n/navigation';
import panel from '@/components/ui/filter-panel.module.css';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/audit'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.audit' });
  return { title: t('title') };
}

/** The audit log (admin only), newest first, narrowed by who, what and when (New York days): a plain GET form. */
export default async function AdminAuditPage({ params, searchParams }: PageProps<'/[locale]/admin/audit'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/audit', 'audit:read');
  const query = (await searchParams) as SearchParams;
  const page = intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1;
  const filter = auditFilterOf(query);
  const [found, actions, accounts] = await Promise.all([listAudit(page, filter), auditActions(), listStaff()]);
  const t = await getTranslations('admin.audit');
  const actionName = (action: string) => auditActionName(action, t);
  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <form method="get" className={panel.panel} aria-label={t('filters')}>
        <label className={panel.field}>
          {t('who')}
          <select name="staff" defaultValue={filter.staff ?? ''}>
            <option value="">{t('everyone')}</option>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.email}
              </option>
            ))}
          </select>
        </label>
        <label className={panel.field}>
          {t('action')}
          <select name="action" defaultValue={filter.action ?? ''}>
            <option value="">{t('everything')}</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {actionName(action)}
              </option>
            ))}
          </select>
        </label>
        <label className={panel.field}>
          {t('from')}
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label className={panel.field}>
          {t('to')}
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <button type="submit" className="button">
          {t('show')}
        </button>
        {filtered ? <Link href="/admin/audit">{t('clear')}</Link> : null}
      </form>
      <section className={styles.card} aria-labelledby="audit-total">
        <p id="audit-total">{t('total', { count: found.count })}</p>
        {found.results.length === 0 ? (
          <p>{filtered ? t('noneFound') : t('empty')}</p>
        ) : (
          <AdminTable label={t('title')} columns={[t('when'), t('who'), t('action'), t('subject'), t('detail'), t('address')]}>
            {found.results.map((row) => (
              <tr key={row.id}>
                <td>
                  <time dateTime={row.created_at}>{formatMoment(row.created_at, locale, { seconds: true })}</time>
                </td>
                <td>{row.staff_email ?? '—'}</td>
                <td>{actionName(row.action)}</td>
                <td>{row.subject_kind ? `${row.subject_kind} #${row.subject_id ?? ''}` : '—'}</td>
                <td>{row.detail || '—'}</td>
                <td>{row.address || '—'}</td>
              </tr>
            ))}
          </AdminTable>
        )}
        <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/audit${queryString({ ...filter, page: target > 1 ? target : undefined })}`} />
      </section>
    </>
  );
}
