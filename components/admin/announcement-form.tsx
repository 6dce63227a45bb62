'use client';

import { useTranslations } from 'next-intl';
import { announcementSchema } from '@/lib/validation/announcement';
import { BilingualFields, type BilingualValues } from './bilingual-fields';
import { RecordForm, type RecordFormSlot } from './record-form';
import { AttachmentFields } from './attachment-fields';
import { useAdminForm } from './use-admin-form';

type AnnouncementFormProps = RecordFormSlot<BilingualValues & { published: boolean; files: Array<{ id: number; url: string } | null> }>;

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
