import { useTranslations } from 'next-intl';
import type { ImportPreview, NamedItem } from '@/lib/server/services/sale-item-rows';
import styles from './sale-items.module.css';

const GROUPS = ['added', 'changed', 'removed'] as const;

/** What a checked import will do to the week's list, group by group, each item by its two names. */
export function ImportPreviewList({ preview }: { preview: ImportPreview }) {
  const t = useTranslations('admin.sales.items.preview');
  const nothing = GROUPS.every((group) => preview[group].length === 0);
  return (
    <div className={styles.previewGroups}>
      {nothing ? <p>{t('nothing')}</p> : null}
      {GROUPS.map((group) =>
        preview[group].length ? (
          <div key={group} className={group === 'removed' ? styles.removedGroup : undefined}>
            <h5>{t(group, { count: preview[group].length })}</h5>
            <ul className={styles.previewNames}>
              {preview[group].map((item: NamedItem, index) => (
                <li key={index}>
                  <span lang="ko">{item.name}</span> · <span lang="en">{item.nameEng}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {preview.unchanged ? <p>{t('unchanged', { count: preview.unchanged })}</p> : null}
      {preview.mode === 'update' ? <p className={styles.previewNote}>{t('othersStay')}</p> : null}
    </div>
  );
}
