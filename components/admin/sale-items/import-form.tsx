'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { IDLE } from '@/lib/admin/form-state';
import { MAX_IMPORT_BYTES, type ItemImportState } from '@/lib/admin/item-import';
import { FormMessage } from '../form-message';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

interface ItemImportFormProps {
  action: (state: ItemImportState, form: FormData) => Promise<ItemImportState>;
  loginHref: string;
  /** What the rows' columns are, beside the box. */
  children: ReactNode;
}

/**
 * Rows pasted from a spreadsheet or a CSV file, sent to the import. A plain form post without
 * script (the action answers the pasted rows back after a refusal); with script, a file over the
 * limit is refused before it is sent.
 */
export function ItemImportForm({ action, loginHref, children }: ItemImportFormProps) {
  const t = useTranslations('admin.sales.items');
  const admin = useTranslations('admin');
  const [state, formAction, pending] = useActionState(action, IDLE as ItemImportState);
  const [tooLarge, setTooLarge] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Imported: the rows are in the table now, and a file left chosen would meet the next paste.
  useEffect(() => {
    if (state.status === 'done') formRef.current?.reset();
  }, [state]);

  // Sent by hand: React empties a form after its action, and the rows must stay for a fix.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    const over = (file instanceof File && file.size > MAX_IMPORT_BYTES) || new Blob([String(data.get('rows') ?? '')]).size > MAX_IMPORT_BYTES;
    setTooLarge(over);
    if (!over) startTransition(() => formAction(data));
  }

  const shown: ItemImportState = tooLarge ? { status: 'error', message: t('tooLarge') } : state;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={adminStyles.form}>
      {children}
      {/* The hints are outside the labels: read as descriptions, not as part of the fields' names. */}
      <div className={adminStyles.field}>
        <label htmlFor="sale-items-rows">{t('rows')}</label>
        <textarea id="sale-items-rows" name="rows" rows={8} defaultValue={state.text} spellCheck={false} wrap="off" className={styles.rows} aria-describedby="sale-items-rows-hint" />
        <span id="sale-items-rows-hint" className={adminStyles.hint}>
          {t('rowsHint')}
        </span>
      </div>
      <div className={adminStyles.field}>
        <label htmlFor="sale-items-file">{t('file')}</label>
        <input id="sale-items-file" type="file" name="file" accept=".csv,.txt,text/csv,text/plain" aria-describedby="sale-items-file-hint" />
        <span id="sale-items-file-hint" className={adminStyles.hint}>
          {t('fileHint')}
        </span>
      </div>
      <FormMessage state={shown} signInAgain={admin('signInAgain')} loginHref={loginHref} />
      {!tooLarge && state.problems?.length ? (
        <ul className={styles.problems} aria-label={t('problemsLabel')}>
          {state.problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('importing') : t('submit')}
      </button>
    </form>
  );
}
