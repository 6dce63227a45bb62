'use client';

import type { AdminFormState } from '@/lib/admin/form-state';
import { staffSignInSchema } from '@/lib/validation/staff';
import { FieldErrors } from './field-errors';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

interface SignInFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  next: string;
  labels: { email: string; password: string; submit: string; submitting: string };
}

/** E-mail and password; without script the browser posts it to the same action. */
export function SignInForm({ action, next, labels }: SignInFormProps) {
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action, staffSignInSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
      <input type="hidden" name="next" value={next} />
      <label className={styles.field}>
        {labels.email}
        <input name="email" type="email" autoComplete="username" required aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? 'email-error' : undefined} />
        <FieldErrors id="email-error" messages={errors.email} />
      </label>
      <label className={styles.field}>
        {labels.password}
        <input name="password" type="password" autoComplete="current-password" required aria-invalid={errors.password ? true : undefined} aria-describedby={errors.password ? 'password-error' : undefined} />
        <FieldErrors id="password-error" messages={errors.password} />
      </label>
      {state.message ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
