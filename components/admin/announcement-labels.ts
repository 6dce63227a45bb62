import { getTranslations } from 'next-intl/server';
import type { AnnouncementFormLabels } from './announcement-form';
import { uploadSlotLabels } from './upload-slot-labels';

export async function announcementFormLabels(): Promise<AnnouncementFormLabels> {
  const t = await getTranslations('admin.announcements');
  const admin = await getTranslations('admin');
  return {
    title: t('titleKo'),
    titleEng: t('titleEn'),
    titleEngHint: t('titleEnHint'),
    content: t('contentKo'),
    contentEng: t('contentEn'),
    attachments: t('attachments'),
    attachmentsHint: t('attachmentsHint'),
    attachment: [1, 2, 3].map((number) => t('attachment', { number })),
    published: t('publishedLabel'),
    save: t('save'),
    saving: t('saving'),
    signInAgain: admin('signInAgain'),
    slot: await uploadSlotLabels(),
  };
}
