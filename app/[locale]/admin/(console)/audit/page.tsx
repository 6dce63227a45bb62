import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { intValue, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { staffForPage } from '@/lib/server/admin/guard';
import { listAudit } from '@/lib/server/services/audit';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import styles from '@/components/admin/admin.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/audit'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'admin.audit' });
  return { title: t('title') };
}

const formatWhen = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ko-KR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'America/New_York' }).format(new Date(iso));

/** The audit log (admin only), newest first. */
export default async function AdminAuditPage({ params, searchParams }: PageProps<'/[locale]/admin/audit'>) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await staffForPage(locale, '/admin/audit', 'audit:read');
  const page = intValue((await searchParams) as SearchParams, 'page', { min: 1, max: 100_000 }) ?? 1;
  const found = await listAudit(page);
  const t = await getTranslations('admin.audit');
  const actionName = (action: string) => (t.has(`actions.${action}` as never) ? t(`actions.${action}` as never) : action);
  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <section className={styles.card} aria-labelledby="audit-total">
        <p id="audit-total">{t('total', { count: found.count })}</p>
        {found.results.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <AdminTable label={t('title')} columns={[t('when'), t('who'), t('action'), t('subject'), t('detail'), t('address')]}>
            {found.results.map((row) => (
              <tr key={row.id}>
                <td>
                  <time dateTime={row.created_at}>{formatWhen(row.created_at, locale)}</time>
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
        <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `/admin/audit${target > 1 ? `?page=${target}` : ''}`} />
      </section>
    </>
  );
}
