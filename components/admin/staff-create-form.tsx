'use client';

import type { AdminFormState } from '@/lib/admin/form-state';
import { staffAccountSchema, STAFF_PASSWORD_MIN } from '@/lib/validation/staff';
import { FieldErrors } from './field-errors';
import { FormMessage } from './form-message';
import { RoleSelect } from './role-select';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface StaffFormLabels {
  email: string;
  name: string;
  role: string;
  password: string;
  passwordHint: string;
  create: string;
  roles: Record<string, string>;
  signInAgain: string;
}

interface StaffCreateFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  labels: StaffFormLabels;
  loginHref: string;
}

/** A new staff account: e-mail, name, role and a first password. */
export function StaffCreateForm({ action, labels, loginHref }: StaffCreateFormProps) {
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action, staffAccountSchema);
  const field = (name: 'email' | 'name' | 'password') => ({
    name,
    id: `new-staff-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `new-staff-${name}-error` : '', name === 'password' ? 'new-staff-password-hint' : ''].filter(Boolean).join(' ') || undefined,
  });
  return (
    <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
      <UnsavedChangesGuard state={state} />
      <label className={styles.field}>
        {labels.email}
        <input type="email" autoComplete="off" required {...field('email')} />
        <FieldErrors id="new-staff-email-error" messages={errors.email} />
      </label>
      <label className={styles.field}>
        {labels.name}
        <input type="text" autoComplete="off" required {...field('name')} />
        <FieldErrors id="new-staff-name-error" messages={errors.name} />
      </label>
      <RoleSelect label={labels.role} roles={labels.roles} defaultValue="editor" />
      <label className={styles.field}>
        {labels.password}
        <input type="password" autoComplete="new-password" required minLength={STAFF_PASSWORD_MIN} {...field('password')} />
        <span id="new-staff-password-hint" className={styles.hint}>
          {labels.passwordHint}
        </span>
        <FieldErrors id="new-staff-password-error" messages={errors.password} />
      </label>
      <FormMessage state={state} signInAgain={labels.signInAgain} loginHref={loginHref} />
      <button type="submit" className="button" disabled={pending}>
        {labels.create}
      </button>
    </form>
  );
}
