'use client';

import { useActionState } from 'react';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { staffPasswordSchema, STAFF_PASSWORD_MIN } from '@/lib/validation/staff';
import type { StaffAccount } from '@/lib/admin/staff-account';
import { FieldErrors } from './field-errors';
import { FormMessage } from './form-message';
import { RoleSelect } from './role-select';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

export interface StaffRowLabels {
  role: string;
  roles: Record<string, string>;
  saveRole: string;
  deactivate: string;
  /** What deactivating this account does, asked before it is done. */
  deactivateConfirm: string;
  deactivateYes: string;
  activate: string;
  newPassword: string;
  setPassword: string;
  passwordHint: string;
  signInAgain: string;
}

interface StaffRowActionsProps {
  account: StaffAccount;
  update: Action;
  resetPassword: Action;
  labels: StaffRowLabels;
  loginHref: string;
}

/** One account's changes: its role, active or not, and a new password. */
export function StaffRowActions({ account, update, resetPassword, labels, loginHref }: StaffRowActionsProps) {
  const [roleState, roleAction, rolePending] = useActionState(update, IDLE);
  const [activeState, activeAction, activePending] = useActionState(update, IDLE);
  const password = useAdminForm(resetPassword, staffPasswordSchema);
  const id = `staff-${account.id}`;
  return (
    <div className={styles.form}>
      <form action={roleAction} className={styles.inline}>
        <input type="hidden" name="id" value={account.id} />
        <RoleSelect label={labels.role} roles={labels.roles} defaultValue={account.role} />
        <button type="submit" className="button button-outline" disabled={rolePending}>
          {labels.saveRole}
        </button>
      </form>
      <FormMessage state={roleState} signInAgain={labels.signInAgain} loginHref={loginHref} />
      {account.active ? (
        // A second step that works before scripts run: deactivating ends the account's sign-ins at once.
        <details className={styles.confirm}>
          <summary className="button button-outline">{labels.deactivate}</summary>
          <form action={activeAction}>
            <input type="hidden" name="id" value={account.id} />
            <input type="hidden" name="active" value="false" />
            <p>{labels.deactivateConfirm}</p>
            <button type="submit" className="button" disabled={activePending}>
              {labels.deactivateYes}
            </button>
          </form>
        </details>
      ) : (
        <form action={activeAction}>
          <input type="hidden" name="id" value={account.id} />
          <input type="hidden" name="active" value="true" />
          <button type="submit" className="button button-outline" disabled={activePending}>
            {labels.activate}
          </button>
        </form>
      )}
      <FormMessage state={activeState} signInAgain={labels.signInAgain} loginHref={loginHref} />
      <form action={password.formAction} onSubmit={password.onSubmit} onInput={password.onInput} className={styles.inline} noValidate>
        <input type="hidden" name="id" value={account.id} />
        {/* For the check before sending; the server checks against the stored account. */}
        <input type="hidden" name="email" value={account.email} />
        <input type="hidden" name="name" value={account.name} />
        <label className={styles.field}>
          {labels.newPassword}
          <input
            type="password"
            name="password"
            autoComplete="new-password"
            minLength={STAFF_PASSWORD_MIN}
            required
            aria-invalid={password.errors.password ? true : undefined}
            aria-describedby={`${id}-password-hint${password.errors.password ? ` ${id}-password-error` : ''}`}
          />
          <span id={`${id}-password-hint`} className={styles.hint}>
            {labels.passwordHint}
          </span>
          <FieldErrors id={`${id}-password-error`} messages={password.errors.password} />
        </label>
        <button type="submit" className="button button-outline" disabled={password.pending}>
          {labels.setPassword}
        </button>
      </form>
      <FormMessage state={password.state} signInAgain={labels.signInAgain} loginHref={loginHref} />
    </div>
  );
}
