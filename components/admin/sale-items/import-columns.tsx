import { getTranslations } from 'next-intl/server';
import { ITEM_COLUMNS } from '@/lib/sale/item-import';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

/** What the import expects, next to its form: the columns in order, what each takes, and the template. */
export async function ImportColumns({ templateHref }: { templateHref: string }) {
  const t = await getTranslations('admin.sales.items');
  return (
    <div className={adminStyles.hint}>
      <p>{t('importHint')}</p>
      <p>{t('columnOrder')}</p>
      <ol className={styles.columns}>
        {ITEM_COLUMNS.map((column) => (
          <li key={column}>
            <code>{column}</code> ({t(`columns.${column}`)}): {t(`columnNotes.${column}`)}
          </li>
        ))}
      </ol>
      <p>
        <a href={templateHref} download="sale-items-template.csv">
          {t('template')}
        </a>
      </p>
    </div>
  );
}
