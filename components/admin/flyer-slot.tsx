'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { uploadProblem } from '@/lib/admin/upload-purposes';
import styles from './admin.module.css';

export interface FlyerSlotLabels {
  choose: string;
  replace: string;
  remove: string;
  uploading: string;
  uploadType: string;
  uploadSize: string;
  uploadFailed: string;
  signedOut: string;
  none: string;
}

interface FlyerSlotProps {
  /** The sale's field (file_korean, …): the hidden input holds the stored file's id. */
  name: string;
  label: string;
  initial: { id: number; url: string } | null;
  labels: FlyerSlotLabels;
  locale: string;
  disabled?: boolean;
  note?: string;
  error?: string[];
}

/** One flyer edition: its picture as /sale will show it, uploaded at once (pending until the sale is saved), replaceable. */
export function FlyerSlot({ name, label, initial, labels, locale, disabled, note, error }: FlyerSlotProps) {
  const [flyer, setFlyer] = useState(initial);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem('flyer', file);
    if (problem) {
      setMessage(problem === 'uploadSize' ? labels.uploadSize : labels.uploadType);
      return;
    }
    setBusy(true);
    setMessage(labels.uploading);
    try {
      const body = new FormData();
      body.append('file', file);
      const response = await fetch(`/api/admin/uploads/flyer?lang=${locale}`, { method: 'POST', body, credentials: 'same-origin' });
      const answer = (await response.json().catch(() => ({}))) as { id?: number; url?: string; detail?: string };
      if (response.status === 401) setMessage(labels.signedOut);
      else if (!response.ok || !answer.id || !answer.url) setMessage(answer.detail ?? labels.uploadFailed);
      else {
        setFlyer({ id: answer.id, url: answer.url });
        setMessage('');
      }
    } catch {
      setMessage(labels.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  const shown = disabled ? null : flyer;
  return (
    <fieldset className={styles.flyerSlot} aria-describedby={message || error?.length ? `${id}-message` : undefined} disabled={disabled}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value={shown?.id ?? ''} />
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded flyer, shown as it is stored
        <img src={shown.url} alt={label} className={styles.flyerPreview} />
      ) : (
        <p className={styles.flyerEmpty}>{note ?? labels.none}</p>
      )}
      <div className={styles.actions}>
        <label className={`button button-outline ${styles.fileButton}`} aria-disabled={busy || disabled || undefined}>
          {shown ? labels.replace : labels.choose}
          <input type="file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" className="visually-hidden" onChange={upload} disabled={busy || disabled} />
        </label>
        {shown ? (
          <button type="button" className="button button-outline" onClick={() => setFlyer(null)}>
            {labels.remove}
          </button>
        ) : null}
      </div>
      {message || error?.length ? (
        <p id={`${id}-message`} className={styles.error} role={busy ? 'status' : 'alert'}>
          {message || error?.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
