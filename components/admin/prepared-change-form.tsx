'use client';

import { useActionState } from 'react';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { FormMessage } from './form-message';
import styles from './admin.module.css';

export interface PreparedChangeLabels {
  publishNow: string;
  publishAt: string;
  schedule: string;
  unschedule: string;
  discard: string;
  confirmDiscard: string;
  signInAgain: string;
}

interface PreparedChangeFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  /** The prepared change's revision: the one these buttons act on. */
  revision: number;
  /** Its time as a New York datetime-local value ('' for none). */
  publishAt: string;
  labels: PreparedChangeLabels;
  loginHref: string;
}

/** Publish a prepared change at a time (first: Enter in its field schedules, never publishes at once) or now, cancel that time, or throw it away after asking once more. A plain form: it works before the script runs. */
export function PreparedChangeForm({ action, revision, publishAt, labels, loginHref }: PreparedChangeFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const error = state.errors?.publish_at?.[0];
  return (
    <form action={formAction} className={styles.form}>
      <input type="hidden" name="revision" value={revision} />
      <div className={styles.actions}>
        <label className={styles.field}>
          <span>{labels.publishAt}</span>
          <input type="datetime-local" name="publish_at" defaultValue={publishAt} aria-invalid={error ? true : undefined} aria-describedby={error ? 'prepared-change-time-error' : undefined} />
          {error ? (
            <span id="prepared-change-time-error" className={styles.error}>
              {error}
            </span>
          ) : null}
        </label>
        <button type="submit" name="intent" value="schedule" className="button button-outline" disabled={pending}>
          {labels.schedule}
        </button>
        {publishAt ? (
          <button type="submit" name="intent" value="unschedule" className="button button-outline" disabled={pending}>
            {labels.unschedule}
          </button>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" name="intent" value="publish" className="button" disabled={pending}>
          {labels.publishNow}
        </button>
      </div>
      <details>
        <summary className={`button button-outline ${styles.danger}`}>{labels.discard}</summary>
        <p>{labels.confirmDiscard}</p>
        <button type="submit" name="intent" value="discard" className={`button ${styles.dangerSolid}`} disabled={pending}>
          {labels.discard}
        </button>
      </details>
      <FormMessage state={state} signInAgain={labels.signInAgain} loginHref={loginHref} />
    </form>
  );
}
