'use client';

import { useActionState, useState } from 'react';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { FormMessage } from './form-message';
import styles from './admin.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

export interface RecordActionLabels {
  publish: string;
  unpublish: string;
  delete: string;
  confirmDelete: string;
  confirm: string;
  cancel: string;
  signInAgain: string;
}

interface RecordActionsProps {
  id: number;
  published: boolean;
  publish: Action;
  remove: Action;
  labels: RecordActionLabels;
  loginHref: string;
  /** A record that may not be deleted (a posting people applied to): it is closed and reopened instead, and `note` says why. */
  kept?: { publish: string; unpublish: string; note: string };
}

/** Show or hide a record on the site, and delete it after saying so once more (or say why it stays). */
export function RecordActions({ id, published, publish, remove, labels, loginHref, kept }: RecordActionsProps) {
  const [publishState, publishAction, publishing] = useActionState(publish, IDLE);
  const [removeState, removeAction, removing] = useActionState(remove, IDLE);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.form}>
      <div className={styles.actions}>
        <form action={publishAction}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="published" value={published ? 'false' : 'true'} />
          <button type="submit" className="button button-outline" disabled={publishing}>
            {published ? (kept?.unpublish ?? labels.unpublish) : (kept?.publish ?? labels.publish)}
          </button>
        </form>
        {confirming || kept ? null : (
          <button type="button" className={`button button-outline ${styles.danger}`} onClick={() => setConfirming(true)}>
            {labels.delete}
          </button>
        )}
      </div>
      {kept ? <p className={styles.hint}>{kept.note}</p> : null}
      {confirming ? (
        <form action={removeAction} className={styles.card} role="alertdialog" aria-labelledby={`delete-${id}-question`}>
          <input type="hidden" name="id" value={id} />
          <p id={`delete-${id}-question`}>{labels.confirmDelete}</p>
          <div className={styles.actions}>
            <button type="submit" className={`button ${styles.dangerSolid}`} disabled={removing} autoFocus>
              {labels.confirm}
            </button>
            <button type="button" className="button button-outline" onClick={() => setConfirming(false)}>
              {labels.cancel}
            </button>
          </div>
        </form>
      ) : null}
      <FormMessage state={publishState} signInAgain={labels.signInAgain} loginHref={loginHref} />
      <FormMessage state={removeState} signInAgain={labels.signInAgain} loginHref={loginHref} />
    </div>
  );
}
