'use client';

import type { AppLocale } from '@/lib/i18n/routing-locales';
import { ATTACHMENT_SLOTS } from '@/lib/validation/announcement';
import { UploadSlot, type UploadSlotLabels } from './upload-slot';
import styles from './admin.module.css';

export interface AttachmentLabels {
  attachments: string;
  attachmentsHint: string;
  /** One name a slot: "Attachment 1", … */
  attachment: string[];
  slot: UploadSlotLabels;
}

/** A record's three attachment slots (file1..file3), each uploaded, replaced or removed on its own. */
export function AttachmentFields({ initial, labels, errors, locale }: { initial: Array<{ id: number; url: string } | null>; labels: AttachmentLabels; errors: Record<string, string[]>; locale: AppLocale }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{labels.attachments}</legend>
      <p className={styles.hint}>{labels.attachmentsHint}</p>
      <div className={styles.flyerGrid}>
        {ATTACHMENT_SLOTS.map((slot, index) => (
          <UploadSlot key={slot} name={slot} purpose="attachment" preview="name" label={labels.attachment[index]!} initial={initial[index] ?? null} labels={labels.slot} locale={locale} error={errors[slot]} />
        ))}
      </div>
    </fieldset>
  );
}
