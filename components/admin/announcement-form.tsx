'use client';

import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { announcementSchema } from '@/lib/validation/announcement';
import { BilingualFields, type BilingualValues } from './bilingual-fields';
import { RecordForm } from './record-form';
import { AttachmentFields } from './attachment-fields';
import { useAdminForm } from './use-admin-form';

interface AnnouncementFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: BilingualValues & { published: boolean; files: Array<{ id: number; url: string } | null> };
  loginHref: string;
  notice?: string;
  /** The record's newest revision (a record's page; none for a new one). */
  revision?: number;
}

/** The spec's "common" form: titles and bodies in both languages, up to three attachments, no period. */
export function AnnouncementForm({ action, initial, loginHref, notice, revision }: AnnouncementFormProps) {
  const t = useTranslations('admin.announcements');
  const form = useAdminForm(action, announcementSchema);
  const { errors } = form;
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <BilingualFields idPrefix="announcement" section="announcements" initial={initial} errors={errors} />
      <AttachmentFields initial={initial.files} errors={errors} />
    </RecordForm>
  );
}
