import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Edition, SaleItem } from '@/lib/sale/items';
import { AdminTable } from '../admin-table';
import styles from './sale-items.module.css';

interface ItemsTableProps {
  items: SaleItem[];
  locale: AppLocale;
  editionName: (edition: Edition) => string;
}

/** The week's items as staff imported them: names, prices, department, and on which editions each is placed. */
export async function ItemsTable({ items, editionName }: ItemsTableProps) {
  const t = await getTranslations('admin.sales.items');
  const departments = await getTranslations('sale.departments');
  return (
    <>
      <p id="sale-items-count">{t('count', { count: items.length })}</p>
      {items.length ? (
        <AdminTable label={t('tableLabel')} columns={[t('name'), t('price'), t('regularPrice'), t('unit'), t('department'), t('editions')]}>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.name}
                <br />
                <span lang="en">{item.name_eng}</span>
                {item.name_own ? (
                  <>
                    <br />
                    {item.name_own}
                  </>
                ) : null}
              </td>
              <td>{item.price}</td>
              <td>{item.regular_price}</td>
              <td>{item.unit}</td>
              <td>{departments(item.department)}</td>
              <td>
                <ul className={styles.plain}>
                  {item.editions.map((edition) => (
                    <li key={edition}>
                      {editionName(edition)}: {item.spots[edition] ? t('placed') : t('notPlaced')}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}
