import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { describeRule } from '@/lib/admin/upload-purposes';
import { itemName, type Edition, type SaleItem } from '@/lib/sale/items';
import { removeItemPictureAction, setItemPictureAction } from '@/app/[locale]/admin/sale-item-actions';
import { AdminTable } from '../admin-table';
import { ItemPictureForms } from './item-picture-forms';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

interface ItemsTableProps {
  items: SaleItem[];
  locale: AppLocale;
  editionName: (edition: Edition) => string;
  loginHref: string;
}

const PICTURE_HINT_ID = 'sale-items-picture-hint';

/** The week's items as staff imported them: names, prices, department, on which editions each is placed, and its picture. */
export async function ItemsTable({ items, locale, editionName, loginHref }: ItemsTableProps) {
  const t = await getTranslations('admin.sales.items');
  const departments = await getTranslations('sale.departments');
  const setPicture = setItemPictureAction.bind(null, locale);
  const removePicture = removeItemPictureAction.bind(null, locale);
  return (
    <>
      <p id="sale-items-count">{t('count', { count: items.length })}</p>
      {items.length ? (
        <>
          <p id={PICTURE_HINT_ID} className={adminStyles.hint}>
            {t('pictureHint', describeRule('item-picture'))}
          </p>
          <AdminTable label={t('tableLabel')} columns={[t('name'), t('price'), t('regularPrice'), t('unit'), t('department'), t('editions'), t('picture')]}>
            {items.map((item) => (
              <tr key={item.id}>
                <td id={`sale-item-${item.id}-name`}>
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
                <td className={styles.pictureCell}>
                  {item.picture ? (
                    <Image src={item.picture} alt={t('pictureOf', { name: itemName(item, locale) })} width={64} height={64} sizes="64px" className={styles.thumbnail} />
                  ) : (
                    <p className={adminStyles.hint}>{t('noPicture')}</p>
                  )}
                  <ItemPictureForms set={setPicture} remove={removePicture} item={item.id} hasPicture={item.picture !== null} describedBy={`sale-item-${item.id}-name ${PICTURE_HINT_ID}`} loginHref={loginHref} />
                </td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
    </>
  );
}
