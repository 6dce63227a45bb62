'use client';

import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { ownPasswordSchema, STAFF_PASSWORD_MIN } from '@/lib/validation/staff';
import { FieldErrors } from './field-errors';
import { FormMessage } from './form-message';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

/** Your account's password: the one signed in with, then a new one, checked by the schema the action uses. A plain form. */
export function OwnPasswordForm({ action, email, name, loginHref }: { action: Action; email: string; name: string; loginHref: string }) {
  const t = useTranslations('admin.account');
  const words = useTranslations('admin');
  const form = useAdminForm(action, ownPasswordSchema);
  const field = (key: 'current' | 'password', label: string, autoComplete: string, hint?: string) => (
    <label className={styles.field}>
      {label}
      <input
        type="password"
        name={key}
        autoComplete={autoComplete}
        minLength={key === 'password' ? STAFF_PASSWORD_MIN : undefined}
        required
        aria-invalid={form.errors[key] ? true : undefined}
        aria-describedby={[hint ? `own-${key}-hint` : '', form.errors[key] ? `own-${key}-error` : ''].filter(Boolean).join(' ') || undefined}
      />
      {hint ? (
        <span id={`own-${key}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldErrors id={`own-${key}-error`} messages={form.errors[key]} />
    </label>
  );
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} onInput={form.onInput} className={styles.form} noValidate>
      {/* For the check before sending (a new password may not hold them); the server reads the account's own. */}
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="name" value={name} />
      {field('current', t('currentPassword'), 'current-password')}
      {field('password', t('newPassword'), 'new-password', words('staff.passwordHint'))}
      <p className={styles.actions}>
        <button type="submit" className="button" disabled={form.pending}>
          {t('changePassword')}
        </button>
      </p>
      <FormMessage state={form.state} signInAgain={words('signInAgain')} loginHref={loginHref} />
    </form>
  );
}
