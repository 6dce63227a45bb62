'use client';

import type { ReactNode } from 'react';
import type { RecoveryCodesState } from '@/app/[locale]/admin/second-factor-actions';
import { Link } from '@/lib/i18n/client-navigation';
import { SecondFactorForm } from './second-factor-form';
import { RecoveryCodes } from './recovery-codes';
import styles from './admin.module.css';

interface EnrolFormProps {
  action: (state: RecoveryCodesState, form: FormData) => Promise<RecoveryCodesState>;
  /** Where "Continue" goes once enrolled. */
  next: string;
  labels: { code: string; hint: string; submit: string; codesTitle: string; codesKeep: string; continue: string };
  /** Said instead of the form when the account is enrolled already. */
  enrolled?: string;
  /** The QR code and key, shown until enrolment is confirmed. */
  setup?: ReactNode;
}

/**
 * The first code from the app confirms enrolment; the answer is the recovery codes, shown once,
 * and the way on. Works before the script runs (the page is rendered with the action's answer).
 */
export function EnrolForm({ action, next, labels, enrolled, setup }: EnrolFormProps) {
  const onward = (
    <p>
      <Link href={next} className="button">
        {labels.continue}
      </Link>
    </p>
  );
  return (
    <SecondFactorForm
      action={action}
      labels={labels}
      before={setup}
      instead={
        enrolled ? (
          <>
            <p>{enrolled}</p>
            {onward}
          </>
        ) : undefined
      }
      done={(state) => (
        <>
          <p className={styles.done} role="status">
            {state.message}
          </p>
          <RecoveryCodes codes={state.codes ?? []} labels={{ title: labels.codesTitle, keep: labels.codesKeep }} />
          {onward}
        </>
      )}
    />
  );
}
