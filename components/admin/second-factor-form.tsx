'use client';

import type { ReactNode } from 'react';
import type { AdminFormState } from '@/lib/admin/form-state';
import { secondFactorSchema } from '@/lib/validation/second-factor';
import { FieldErrors } from './field-errors';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

interface SecondFactorFormProps<S extends AdminFormState> {
  action: (state: S, form: FormData) => Promise<S>;
  next?: string;
  labels: { code: string; hint: string; submit: string };
  /** What replaces the form once the action says done (enrolment: the recovery codes). */
  done?: (state: S) => ReactNode;
  /** Shown above the form, and gone with it (enrolment's QR code and key). */
  before?: ReactNode;
  /** What shows instead of the form until then (enrolment already done, as the page is rendered again with the answer before scripts run). */
  instead?: ReactNode;
}

/** One code, from the authenticator app or a recovery code; without script the browser posts it to the same action. */
export function SecondFactorForm<S extends AdminFormState>({ action, next, labels, done, before, instead }: SecondFactorFormProps<S>) {
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action as unknown as (state: AdminFormState, form: FormData) => Promise<AdminFormState>, secondFactorSchema);
  if (done && state.status === 'done') return done(state as S);
  if (instead) return instead;
  return (
    <>
      {before}
      <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <label className={styles.field}>
          {labels.code}
          <input
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={['code-hint', errors.code ? 'code-error' : ''].filter(Boolean).join(' ')}
          />
          <span id="code-hint" className={styles.hint}>
            {labels.hint}
          </span>
          <FieldErrors id="code-error" messages={errors.code} />
        </label>
        {state.message && state.status === 'error' ? (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={pending}>
          {labels.submit}
        </button>
      </form>
    </>
  );
}
