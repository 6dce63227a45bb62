'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { SaveBar } from './save-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import styles from './admin.module.css';

/** The record's own words for Save. */
export interface RecordFormWords {
  save: string;
  saving: string;
}

interface RecordFormProps {
  form: { state: AdminFormState; formAction: (form: FormData) => void; pending: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void; onInput: (event: FormEvent<HTMLFormElement>) => void };
  words: RecordFormWords;
  /** Whether the record is published: a posting's pay rules are checked against it (the server reads its own). Publishing itself is the panel's (RecordActions). */
  published: boolean;
  loginHref: string;
  /** Shown once above the fields (a record just created). */
  notice?: string;
  /** The record's newest revision when the page was drawn (none: a new record): a save is refused if a colleague saved since. */
  revision?: number;
  children: ReactNode;
}

/** The props the engine gives a kind's form (its record page's, or a new record's). */
export interface RecordFormSlot<Initial> {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: Initial;
  loginHref: string;
  /** Shown once above the fields (a record just created). */
  notice?: string;
  /** The record's newest revision (a record's page; none for a new one). */
  revision?: number;
}

/** What every record's form in the back office shares: its fields, the outcome and Save. A new record is a draft. */
export function RecordForm({ form, words, published, loginHref, notice, revision, children }: RecordFormProps) {
  const t = useTranslations('admin');
  // The revision the fields hold: the one they were drawn from, then each save's. Not the page's
  // newer one after a refresh: the fields keep what was typed, so that would hide a colleague's save.
  const [base, setBase] = useState(revision);
  if (form.state.base !== undefined && form.state.base !== base) setBase(form.state.base);
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} onInput={form.onInput} className={styles.form} noValidate>
      <UnsavedChangesGuard state={form.state} />
      {notice && form.state.status === 'idle' ? (
        <p className={styles.done} role="status">
          {notice}
        </p>
      ) : null}
      {children}
      {published ? <input type="hidden" name="published" value="true" data-page-set /> : null}
      {base === undefined ? null : <input type="hidden" name="base" value={base} data-page-set />}
      <SaveBar state={form.state} signInAgain={t('signInAgain')} loginHref={loginHref}>
        <button type="submit" className="button" disabled={form.pending}>
          {form.pending ? words.saving : words.save}
        </button>
      </SaveBar>
    </form>
  );
}
