'use client';

import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { describeRule, uploadProblem, UPLOAD_RULES, type UploadPurpose } from '@/lib/admin/upload-purposes';
import { useStaffUpload } from './use-staff-upload';
import { useReportedValue } from './use-reported-value';
import { attachmentName } from '@/components/board/detail-board';
import styles from './admin.module.css';

interface UploadSlotProps {
  /** The record's field (file_korean, file1, …): the hidden input holds the stored file's id. */
  name: string;
  purpose: UploadPurpose;
  /** Images show as they will on the site; other files by name. */
  preview: 'image' | 'name';
  label: string;
  /** What it holds now; `id` null for a file of the site's own (a store's first photos): sent as empty, which keeps it. */
  initial: { id: number | null; url: string } | null;
  /** False where the record needs a file in every slot: it can be replaced, not removed. */
  removable?: boolean;
  disabled?: boolean;
  note?: string;
  error?: string[];
}

/**
 * One file of a record (a flyer edition, a thumbnail, an attachment): uploaded at once for its
 * purpose (pending until the record is saved), shown, replaceable, removable.
 */
export function UploadSlot({ name, purpose, preview, label, initial, removable = true, disabled, note, error }: UploadSlotProps) {
  const t = useTranslations('admin.uploads');
  const api = useTranslations('api');
  const [flyer, setFlyer] = useState(initial);
  const { upload: send, busy, message, setMessage } = useStaffUpload(purpose, { uploading: t('uploading'), uploadFailed: t('failed'), signedOut: api('staffSignedOut') });
  const id = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(purpose, file);
    if (problem) {
      setMessage(api(problem === 'uploadSize' ? 'uploadSize' : 'uploadType', describeRule(purpose)));
      return;
    }
    const stored = await send(file);
    if (stored) setFlyer({ id: stored.id, url: stored.url });
  }

  const shown = disabled ? null : flyer;
  const field = useRef<HTMLInputElement>(null);
  useReportedValue(field, String(shown?.id ?? ''));
  return (
    <fieldset className={styles.flyerSlot} data-field={name} aria-describedby={message || error?.length ? `${id}-message` : undefined} disabled={disabled}>
      <legend>{label}</legend>
      <input ref={field} type="hidden" name={name} value={shown?.id ?? ''} />
      {shown && preview === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded picture, shown as it is stored
        <img src={shown.url} alt={label} className={styles.flyerPreview} />
      ) : shown ? (
        <a href={shown.url} download={attachmentName(shown.url)} className={styles.fileName}>
          {attachmentName(shown.url)}
        </a>
      ) : (
        <p className={styles.flyerEmpty}>{note ?? t('none')}</p>
      )}
      <div className={styles.actions}>
        <label className={`button button-outline ${styles.fileButton}`} aria-disabled={busy || disabled || undefined}>
          {shown ? t('replace') : t('choose')}
          <input type="file" accept={UPLOAD_RULES[purpose].extensions.map((extension) => `.${extension}`).join(',')} className="visually-hidden" onChange={upload} disabled={busy || disabled} />
        </label>
        {shown && removable ? (
          <button type="button" className="button button-outline" onClick={() => setFlyer(null)}>
            {t('remove')}
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
