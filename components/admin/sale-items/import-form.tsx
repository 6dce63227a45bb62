'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { IDLE } from '@/lib/admin/form-state';
import { MAX_IMPORT_BYTES, type ItemImportState } from '@/lib/admin/item-import';
import { FormMessage } from '../form-message';
import { ImportPreviewList } from './import-preview';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

interface ItemImportFormProps {
  action: (state: ItemImportState, form: FormData) => Promise<ItemImportState>;
  loginHref: string;
  /** The sale's history, where an import is undone. */
  historyHref: string;
  /** What the rows' columns are, beside the box. */
  children: ReactNode;
}

/**
 * Rows pasted from a spreadsheet or a CSV file, checked first: the answer lists what the import
 * will add, change and remove, and a second form imports it. Plain form posts without script
 * (the action answers the pasted rows back after a refusal, and the rows read with the check);
 * with script, a file over the limit is refused before it is sent.
 */
export function ItemImportForm({ action, loginHref, historyHref, children }: ItemImportFormProps) {
  const t = useTranslations('admin.sales.items');
  const admin = useTranslations('admin');
  const [state, formAction, pending] = useActionState(action, IDLE as ItemImportState);
  const [tooLarge, setTooLarge] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLElement>(null);
  // Imported: the rows are in the table now, and a file left chosen would meet the next paste.
  useEffect(() => {
    if (state.status === 'done') formRef.current?.reset();
  }, [state]);
  // Checked: what the import will do is read next, where the confirmation is.
  useEffect(() => {
    if (state.checked) previewRef.current?.focus();
  }, [state.checked]);

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
  const checked = tooLarge ? undefined : state.checked;
  return (
    <>
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
        <fieldset className={styles.modes}>
          <legend>{t('modeLegend')}</legend>
          {(['update', 'replace'] as const).map((mode) => (
            <div key={mode} className={styles.mode}>
              <input type="radio" id={`sale-items-mode-${mode}`} name="mode" value={mode} defaultChecked={(state.mode ?? 'update') === mode} aria-describedby={`sale-items-mode-${mode}-hint`} />
              <label htmlFor={`sale-items-mode-${mode}`}>{t(`modes.${mode}`)}</label>
              <span id={`sale-items-mode-${mode}-hint`} className={adminStyles.hint}>
                {t(`modeHints.${mode}`)}
              </span>
            </div>
          ))}
        </fieldset>
        {checked ? null : <FormMessage state={shown} signInAgain={admin('signInAgain')} loginHref={loginHref} />}
        {state.status === 'done' ? (
          <p className={adminStyles.hint}>
            <Link href={historyHref}>{t('undoInHistory')}</Link>
          </p>
        ) : null}
        {!tooLarge && state.problems?.length ? (
          <ul className={styles.problems} aria-label={t('problemsLabel')}>
            {state.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <button type="submit" className={checked ? 'button button-outline' : 'button'} disabled={pending}>
          {pending ? t('checking') : checked ? t('checkAgain') : t('check')}
        </button>
      </form>
      {checked ? (
        <section ref={previewRef} tabIndex={-1} className={styles.preview} aria-labelledby="sale-items-preview-title">
          <h4 id="sale-items-preview-title">{t('previewTitle')}</h4>
          {state.status === 'error' ? <FormMessage state={state} signInAgain={admin('signInAgain')} loginHref={loginHref} /> : null}
          <ImportPreviewList preview={checked.preview} />
          <form action={formAction} className={styles.confirm}>
            <input type="hidden" name="step" value="import" />
            <input type="hidden" name="mode" value={checked.preview.mode} />
            <input type="hidden" name="version" value={checked.version} />
            <input type="hidden" name="rows" value={checked.rows} />
            <button type="submit" className={checked.preview.removed.length ? `button ${adminStyles.dangerSolid}` : 'button'} disabled={pending}>
              {pending ? t('importing') : t('confirm', { removed: checked.preview.removed.length })}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
