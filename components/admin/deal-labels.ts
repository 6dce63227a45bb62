import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { LOCATIONS } from '@/lib/content/codes';
import type { DealFormLabels } from './deal-form';
import type { Option } from './posting-form';
import { uploadSlotLabels } from './upload-slot-labels';

/** Where a deal runs: every region (0) or one. */
export async function dealLocations(locale: AppLocale): Promise<Option[]> {
  const t = await getTranslations('admin.deals');
  return [{ value: 0, label: t('everywhere') }, ...LOCATIONS.map((location) => ({ value: location.value, label: locale === 'ko' ? location.ko : location.en }))];
}

export async function dealFormLabels(): Promise<DealFormLabels> {
  const t = await getTranslations('admin.deals');
  const notices = await getTranslations('admin.announcements');
  const admin = await getTranslations('admin');
  return {
    period: t('period'),
    startDate: t('startDate'),
    endDate: t('endDate'),
    location: t('location'),
    title: t('titleKo'),
    titleEng: t('titleEn'),
    titleEngHint: t('titleEnHint'),
    content: t('contentKo'),
    contentEng: t('contentEn'),
    thumbnails: t('thumbnails'),
    thumbnailsHint: t('thumbnailsHint'),
    thumbnail: t('thumbnail'),
    thumbnailEng: t('thumbnailEng'),
    attachments: notices('attachments'),
    attachmentsHint: notices('attachmentsHint'),
    attachment: [1, 2, 3].map((number) => notices('attachment', { number })),
    published: t('publishedLabel'),
    save: t('save'),
    saving: t('saving'),
    signInAgain: admin('signInAgain'),
    slot: await uploadSlotLabels(),
  };
}
