import type { Metadata } from 'next';
import { firstValue, intValue, queryString, type SearchParams } from '@/lib/search-params';
import { totalPages } from '@/lib/paging';
import { ListCard, ListHeader } from '@/components/admin/record-pages';
import { AdminTable } from '@/components/admin/admin-table';
import { Pagination } from '@/components/ui/pagination';
import { paginationLabels } from '@/components/board/board-labels';
import { ListFilters, filterValues, filtered } from '@/components/admin/list-filters';
import { getTranslations } from 'next-intl/server';
import { listPage, listTitle } from '../../record-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/[section]'>): Promise<Metadata> {
  return listTitle(params);
}

/** A section's list by its filters: a kind's records outside the trash, drafts too, newest (or in the site's order) first; or what visitors sent, newest first. */
export default async function SectionListPage({ params, searchParams }: PageProps<'/[locale]/admin/[section]'>) {
  const { id, list, pages, context, newHref } = await listPage(params);
  const { t } = context;
  const query = (await searchParams) as SearchParams;
  const values = await filterValues(pages.filters, query, context);
  const found = await pages.list(values, intValue(query, 'page', { min: 1, max: 100_000 }) ?? 1, context);
  const rows = found.results;
  const cells = await Promise.all(rows.map((row, index) => pages.cells(row, { ...context, href: `${list}/${row.id}`, index, rows })));

  return (
    <>
      <ListHeader
        title={t('title')}
        lead={pages.lead ? await pages.lead(values, context) : t('lead')}
        newHref={newHref}
        newLabel={newHref && t('new')}
        deleted={firstValue(query, 'deleted') === '1' && t.has('deleted') ? t('deleted') : undefined}
      />
      {pages.filters.length ? <ListFilters filters={pages.filters} values={values} context={context} list={list} /> : null}
      <ListCard
        id={`${id}-total`}
        total={t('total', { count: found.count })}
        empty={filtered(pages.filters, values) ? (await getTranslations('admin'))('noneFound') : t('empty')}
        table={
          rows.length === 0 ? null : (
            <AdminTable label={t('title')} columns={pages.columns.map((column) => t(column))}>
              {rows.map((row, index) => (
                <tr key={row.id}>
                  {cells[index]!.map((cell, column) => (
                    <td key={pages.columns[column]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </AdminTable>
          )
        }
        pagination={pages.whole ? null : <Pagination current={found.page} totalPages={totalPages(found.count)} labels={await paginationLabels()} hrefFor={(target) => `${list}${queryString({ ...values, page: target > 1 ? target : undefined })}`} />
        }
      />
    </>
  );
}
