'use client';

import { useTranslations } from 'next-intl';
import { ATTACHMENT_SLOTS } from '@/lib/validation/announcement';
import { UploadSlot } from './upload-slot';
import styles from './admin.module.css';

/** A record's three attachment slots (file1..file3), each uploaded, replaced or removed on its own. */
export function AttachmentFields({ initial, errors }: { initial: Array<{ id: number; url: string } | null>; errors: Record<string, string[]> }) {
  // Deals name their attachments as announcements do.
  const t = useTranslations('admin.announcements');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('attachments')}</legend>
      <p className={styles.hint}>{t('attachmentsHint')}</p>
      <div className={styles.flyerGrid}>
        {ATTACHMENT_SLOTS.map((slot, index) => (
          <UploadSlot key={slot} name={slot} purpose="attachment" preview="name" label={t('attachment', { number: index + 1 })} initial={initial[index] ?? null} error={errors[slot]} />
        ))}
      </div>
    </fieldset>
  );
}
