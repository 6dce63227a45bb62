'use client';

import type { AdminFormState } from '@/lib/admin/form-state';
import type { AppLocale } from '@/lib/i18n/routing-locales';
import { announcementSchema } from '@/lib/validation/announcement';
import type { EditorLabels } from './editor/rich-text-editor';
import { BilingualFields, type BilingualLabels, type BilingualValues } from './bilingual-fields';
import { RecordForm, type RecordFormWords } from './record-form';
import { AttachmentFields, type AttachmentLabels } from './attachment-fields';
import { useAdminForm } from './use-admin-form';

export type AnnouncementFormLabels = BilingualLabels & RecordFormWords & AttachmentLabels;

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
  const form = useAdminForm(action, announcementSchema, messages);
  const { errors } = form;
  return (
    <RecordForm form={form} words={labels} publishedByDefault={initial.published} loginHref={loginHref} notice={notice} idPrefix="notice">
      <BilingualFields idPrefix="notice" initial={initial} labels={labels} editorLabels={editorLabels} errors={errors} locale={locale} />
      <AttachmentFields initial={initial.files} labels={labels} errors={errors} locale={locale} />
    </RecordForm>
  );
}
