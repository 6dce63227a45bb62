import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { LOCATIONS } from '@/lib/content/codes';
import { FLYER_EDITIONS, type FlyerEdition } from '@/lib/validation/weekly-sale';
import type { SaleFormLabels } from './sale-form';
import type { Option } from './posting-form';
import { uploadSlotLabels } from './upload-slot-labels';

export const saleRegions = (locale: AppLocale): Option[] => LOCATIONS.map((location) => ({ value: location.value, label: locale === 'ko' ? location.ko : location.en }));

export async function editionNames(): Promise<Record<FlyerEdition, string>> {
  const t = await getTranslations('admin.sales.editions');
  return Object.fromEntries(FLYER_EDITIONS.map((edition) => [edition, t(edition)])) as Record<FlyerEdition, string>;
}

export async function saleFormLabels(): Promise<SaleFormLabels> {
  const t = await getTranslations('admin.sales');
  const admin = await getTranslations('admin');
  return {
    period: t('period'),
    start: t('start'),
    periodTemplate: t('periodTemplate'),
    location: t('location'),
    choose: t('choose'),
    flyers: t('flyers'),
    flyersHint: t('flyersHint'),
    editions: await editionNames(),
    noVietnamese: t('noVietnamese'),
    published: t('publishedLabel'),
    publishedHint: t('publishedHint'),
    save: t('save'),
    saving: t('saving'),
    signInAgain: admin('signInAgain'),
    slot: await uploadSlotLabels(),
  };
}
