'use client';

import { useActionState } from 'react';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { FormMessage } from './form-message';
import styles from './admin.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

export interface RecordActionLabels {
  publish: string;
  schedule: string;
  unpublish: string;
  from: string;
  until: string;
  windowHint: string;
  trash: string;
  confirmTrash: string;
  confirm: string;
  signInAgain: string;
}

interface RecordActionsProps {
  id: number;
  published: boolean;
  /** The publishing window as New York wall-clock times for datetime-local fields ('' for none). */
  from: string;
  until: string;
  publish: Action;
  trash: Action;
  labels: RecordActionLabels;
  loginHref: string;
  /** A record that may not go to the trash (a posting people applied to): `note` says why. */
  kept?: { publish: string; unpublish: string; note: string };
}

/**
 * Publish a record now or between two times, take it back to draft, or move it to the trash after
 * saying so once more (a disclosure): the same for every kind staff publish. Plain forms: they work before the
 * script runs.
 */
export function RecordActions({ id, published, from, until, publish, trash, labels, loginHref, kept }: RecordActionsProps) {
  const [publishState, publishAction, publishing] = useActionState(publish, IDLE);
  const [trashState, trashFormAction, trashing] = useActionState(trash, IDLE);
  const hintId = `publishing-${id}-hint`;
  return (
    <div className={styles.form}>
      <form action={publishAction} className={styles.form}>
        <input type="hidden" name="id" value={id} />
        <div className={styles.actions}>
          <label className={styles.field}>
            <span>{labels.from}</span>
            <input type="datetime-local" name="publish_from" defaultValue={from} aria-describedby={hintId} />
          </label>
          <label className={styles.field}>
            <span>{labels.until}</span>
            <input type="datetime-local" name="publish_until" defaultValue={until} aria-describedby={hintId} />
          </label>
        </div>
        <span id={hintId} className={styles.hint}>
          {labels.windowHint}
        </span>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="publish" className="button" disabled={publishing}>
            {published ? labels.schedule : (kept?.publish ?? labels.publish)}
          </button>
          {published ? (
            <button type="submit" name="intent" value="unpublish" className="button button-outline" disabled={publishing}>
              {kept?.unpublish ?? labels.unpublish}
            </button>
          ) : null}
        </div>
      </form>
      {kept ? (
        <p className={styles.hint}>{kept.note}</p>
      ) : (
        <details>
          <summary className={`button button-outline ${styles.danger}`}>{labels.trash}</summary>
          <form action={trashFormAction} className={styles.card} aria-labelledby={`trash-${id}-question`}>
            <input type="hidden" name="id" value={id} />
            <p id={`trash-${id}-question`}>{labels.confirmTrash}</p>
            <button type="submit" className={`button ${styles.dangerSolid}`} disabled={trashing}>
              {labels.confirm}
            </button>
          </form>
        </details>
      )}
      <FormMessage state={publishState} signInAgain={labels.signInAgain} loginHref={loginHref} />
      <FormMessage state={trashState} signInAgain={labels.signInAgain} loginHref={loginHref} />
    </div>
  );
}
