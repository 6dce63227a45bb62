import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/in-language';
import type { SlideFormLabels } from './slide-form';
import type { Option } from './posting-form';
import { uploadSlotLabels } from './upload-slot-labels';

export async function slideFormLabels(): Promise<SlideFormLabels> {
  const t = await getTranslations('admin.slides');
  const admin = await getTranslations('admin');
  return {
    type: t('type'),
    types: { 1: t('types.1'), 2: t('types.2'), 3: t('types.3') },
    deal: t('deal'),
    noDeal: t('noDeal'),
    pictures: t('pictures'),
    picturesHint: t('picturesHint'),
    files: {
      adv_image_pc_ko: t('files.adv_image_pc_ko'),
      adv_image_mobile_ko: t('files.adv_image_mobile_ko'),
      adv_image_pc_en: t('files.adv_image_pc_en'),
      adv_image_mobile_en: t('files.adv_image_mobile_en'),
      img_image_pc: t('files.img_image_pc'),
      img_image_mobile: t('files.img_image_mobile'),
      vd_video_file: t('files.vd_video_file'),
    },
    textYn: t('textYn'),
    mainTextKo: t('mainTextKo'),
    mainTextEn: t('mainTextEn'),
    textKo: t('textKo'),
    textEn: t('textEn'),
    textColor: t('textColor'),
    category: t('category'),
    categories: [0, 1, 2, 3, 4, 5].map((value) => t(`categories.${value}` as 'categories.0')),
    linkUrl: t('linkUrl'),
    videoUrl: t('videoUrl'),
    videoUrlHint: t('videoUrlHint'),
    autoplay: t('autoplay'),
    published: t('activeLabel'),
    save: t('save'),
    saving: t('saving'),
    signInAgain: admin('signInAgain'),
    slot: await uploadSlotLabels(),
  };
}

/** The deals a slide may advertise, newest first, in the admin's language. */
export function dealOptions(deals: Array<{ id: number; title: string; title_eng: string }>, locale: AppLocale): Option[] {
  return deals.map((deal) => ({ value: deal.id, label: inLanguage(locale, deal.title, deal.title_eng) }));
}
