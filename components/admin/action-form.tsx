'use client';

import { useActionState } from 'react';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { FormMessage } from './form-message';
import styles from './admin.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

interface ActionFormProps {
  action: Action;
  /** The record the button acts on, sent as the form's `id`. */
  id?: number;
  label: string;
  /** Asked first, in a disclosure (no script needed), before a step that cannot be undone. */
  confirm?: string;
  danger?: boolean;
  signInAgain: string;
  loginHref: string;
}

/** One button that runs a server action, with its refusal beside it. A plain form: it works before the script runs. */
export function ActionForm({ action, id, label, confirm, danger, signInAgain, loginHref }: ActionFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const button = (
    <button type="submit" className={danger ? `button ${styles.dangerSolid}` : 'button button-outline'} disabled={pending}>
      {label}
    </button>
  );
  return (
    <form action={formAction}>
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      {confirm ? (
        <details>
          <summary className={danger ? `button button-outline ${styles.danger}` : 'button button-outline'}>{label}</summary>
          <p>{confirm}</p>
          {button}
        </details>
      ) : (
        button
      )}
      <FormMessage state={state} signInAgain={signInAgain} loginHref={loginHref} />
    </form>
  );
}
