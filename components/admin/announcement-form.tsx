'use client';

import type { AdminFormState } from '@/lib/admin/form-state';
import type { AppLocale } from '@/lib/i18n/routing';
import { announcementSchema, ATTACHMENT_SLOTS } from '@/lib/validation/announcement';
import type { EditorLabels } from './editor/rich-text-editor';
import { BilingualFields, type BilingualLabels, type BilingualValues } from './bilingual-fields';
import { FormMessage } from './form-message';
import { UploadSlot, type UploadSlotLabels } from './upload-slot';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface AnnouncementFormLabels extends BilingualLabels {
  attachments: string;
  attachmentsHint: string;
  /** "Attachment {number}" (ICU, filled here). */
  attachment: string[];
  published: string;
  save: string;
  saving: string;
  signInAgain: string;
  slot: UploadSlotLabels;
}

interface AnnouncementFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: BilingualValues & { published: boolean; files: Array<{ id: number; url: string } | null> };
  labels: AnnouncementFormLabels;
  editorLabels: EditorLabels;
  messages: Record<string, string>;
  loginHref: string;
  locale: AppLocale;
  notice?: string;
}

/** The spec's "common" form: titles and bodies in both languages, up to three attachments, no period. */
export function AnnouncementForm({ action, initial, labels, editorLabels, messages, loginHref, locale, notice }: AnnouncementFormProps) {
  const { state, formAction, pending, onSubmit, errors } = useAdminForm(action, announcementSchema, messages);
  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      {notice && state.status === 'idle' ? (
        <p className={styles.done} role="status">
          {notice}
        </p>
      ) : null}
      <BilingualFields idPrefix="notice" initial={initial} labels={labels} editorLabels={editorLabels} errors={errors} locale={locale} />
      <fieldset className={styles.fieldset}>
        <legend>{labels.attachments}</legend>
        <p className={styles.hint}>{labels.attachmentsHint}</p>
        <div className={styles.flyerGrid}>
          {ATTACHMENT_SLOTS.map((slot, index) => (
            <UploadSlot key={slot} name={slot} purpose="attachment" preview="name" label={labels.attachment[index]!} initial={initial.files[index] ?? null} labels={labels.slot} locale={locale} error={errors[slot]} />
          ))}
        </div>
      </fieldset>
      <label className={styles.check}>
        <input type="checkbox" name="published" value="true" defaultChecked={initial.published} />
        {labels.published}
      </label>
      <FormMessage state={state} signInAgain={labels.signInAgain} loginHref={loginHref} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
