'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/routing';
import { PRODUCT_SHELVES, type ProductShelf } from '@/lib/content/products';
import { productItemSchema } from '@/lib/validation/products';
import { RecordForm, type RecordFormSlot } from './record-form';
import { PlaceField } from './place-field';
import { ChoiceField, TextField } from './form-fields';
import { departmentChoices } from './product-choices';
import { PictureField } from './picture-field';
import { useAdminForm } from './use-admin-form';

export interface ProductFormValues {
  tab: number;
  shelf: ProductShelf;
  sort_order: number;
  name: string;
  name_eng: string;
  text: string;
  text_eng: string;
  picture: string;
  published: boolean;
}


/** An item of a department's page: where it shows and in what place, its name and line in both languages, its picture. */
export function ProductForm({ action, initial, loginHref, notice, revision }: RecordFormSlot<ProductFormValues>) {
  const t = useTranslations('admin.products');
  const locale = useLocale() as AppLocale;
  const form = useAdminForm(action, productItemSchema);
  const { errors } = form;
  const text = (name: 'name' | 'name_eng' | 'text' | 'text_eng') => (
    <TextField idPrefix="product" name={name} label={t(name)} initial={initial[name]} errors={errors[name]} max={name.startsWith('name') ? 80 : 200} required={name === 'name'} />
  );
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <ChoiceField idPrefix="product" name="tab" label={t('tab')} initial={initial.tab} errors={errors.tab} options={departmentChoices(locale)} />
      <ChoiceField idPrefix="product" name="shelf" label={t('shelf')} initial={initial.shelf} errors={errors.shelf} options={PRODUCT_SHELVES.map((shelf) => ({ value: shelf, label: t(`shelves.${shelf}`) }))} />
      <PlaceField idPrefix="product" label={t('order')} hint={t('orderHint')} initial={initial.sort_order} errors={errors.sort_order} />
      {text('name')}
      {text('name_eng')}
      {text('text')}
      {text('text_eng')}
      <PictureField idPrefix="product" name="picture" label={t('picture')} initial={initial.picture} errors={errors.picture} />
    </RecordForm>
  );
}
