'use client';

import type { FormEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { FormMessage } from './form-message';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import styles from './admin.module.css';

/** The record's own words for "show on the site" and Save. */
export interface RecordFormWords {
  published: string;
  publishedHint?: string;
  save: string;
  saving: string;
}

interface RecordFormProps {
  form: { state: AdminFormState; formAction: (form: FormData) => void; pending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void; onInput: (event: FormEvent<HTMLFormElement>) => void };
  words: RecordFormWords;
  publishedByDefault: boolean;
  loginHref: string;
  /** Shown once above the fields (a record just created). */
  notice?: string;
  idPrefix: string;
  children: ReactNode;
}

/** What every record's form in the back office shares: its fields, "show on the site", the outcome and Save. */
export function RecordForm({ form, words, publishedByDefault, loginHref, notice, idPrefix, children }: RecordFormProps) {
  const t = useTranslations('admin');
  const hintId = `${idPrefix}-published-hint`;
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} onInput={form.onInput} className={styles.form} noValidate>
      <UnsavedChangesGuard state={form.state} />
      {notice && form.state.status === 'idle' ? (
        <p className={styles.done} role="status">
          {notice}
        </p>
      ) : null}
      {children}
      <label className={styles.check}>
        <input type="checkbox" name="published" value="true" defaultChecked={publishedByDefault} aria-describedby={words.publishedHint ? hintId : undefined} />
        {words.published}
      </label>
      {words.publishedHint ? (
        <span id={hintId} className={styles.hint}>
          {words.publishedHint}
        </span>
      ) : null}
      <FormMessage state={form.state} signInAgain={t('signInAgain')} loginHref={loginHref} />
      <button type="submit" className="button" disabled={form.pending}>
        {form.pending ? words.saving : words.save}
      </button>
    </form>
  );
}
