'use client';

import { useActionState } from 'react';
import { IDLE } from '@/lib/admin/form-state';
import type { RecoveryCodesState } from '@/app/[locale]/admin/second-factor-actions';
import { FormMessage } from './form-message';
import { RecoveryCodes } from './recovery-codes';

interface NewRecoveryCodesProps {
  action: (state: RecoveryCodesState) => Promise<RecoveryCodesState>;
  labels: { button: string; confirm: string; codesTitle: string; codesKeep: string; signInAgain: string };
  loginHref: string;
}

/** Ten new recovery codes, after a second question (the old ones stop working); shown once. A plain form. */
export function NewRecoveryCodes({ action, labels, loginHref }: NewRecoveryCodesProps) {
  const [state, formAction, pending] = useActionState<RecoveryCodesState>(action, IDLE);
  return (
    <>
      <form action={formAction}>
        <details>
          <summary className="button button-outline">{labels.button}</summary>
          <p>{labels.confirm}</p>
          <button type="submit" className="button" disabled={pending}>
            {labels.button}
          </button>
        </details>
        <FormMessage state={state} signInAgain={labels.signInAgain} loginHref={loginHref} />
      </form>
      {state.codes ? <RecoveryCodes codes={state.codes} labels={{ title: labels.codesTitle, keep: labels.codesKeep }} /> : null}
    </>
  );
}
