'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/routing';
import { BRAND_PRODUCTS_MAX } from '@/lib/content/products';
import { brandSchema } from '@/lib/validation/products';
import { RecordForm, type RecordFormSlot } from './record-form';
import { FieldErrors } from './field-errors';
import { PlaceField } from './place-field';
import { ChoiceField, TextField } from './form-fields';
import { departmentChoices, PictureOptions } from './product-choices';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface BrandFormValues {
  tab: number;
  sort_order: number;
  name: string;
  name_eng: string;
  text: string;
  text_eng: string;
  autoplay: boolean;
  products: Array<{ name: string; nameEng: string; picture: string }>;
  published: boolean;
}


/** One of our own brands: its department and place, its name and line, whether its carousel turns by itself, and its products (a row each). */
export function BrandForm({ action, initial, loginHref, notice, revision }: RecordFormSlot<BrandFormValues>) {
  const t = useTranslations('admin.brands');
  const locale = useLocale() as AppLocale;
  const form = useAdminForm(action, brandSchema);
  const { errors } = form;
  const text = (name: 'name' | 'name_eng' | 'text' | 'text_eng') => (
    <TextField idPrefix="brand" name={name} label={t(name)} initial={initial[name]} errors={errors[name]} max={name.startsWith('name') ? 80 : 200} required={name === 'name'} />
  );
  const productErrors = [...(errors.product_name ?? []), ...(errors.product_name_eng ?? []), ...(errors.product_picture ?? [])];
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <ChoiceField idPrefix="brand" name="tab" label={t('tab')} initial={initial.tab} errors={errors.tab} options={departmentChoices(locale)} />
      <PlaceField idPrefix="brand" label={t('order')} hint={t('orderHint')} initial={initial.sort_order} errors={errors.sort_order} />
      {text('name')}
      {text('name_eng')}
      {text('text')}
      {text('text_eng')}
      <label className={styles.check}>
        <input type="checkbox" name="autoplay" value="true" defaultChecked={initial.autoplay} />
        {t('autoplay')}
      </label>
      <fieldset className={styles.fieldset} aria-invalid={productErrors.length ? true : undefined} aria-describedby={`brand-products-hint${productErrors.length ? ' brand-products-error' : ''}`}>
        <legend>{t('products')}</legend>
        <p id="brand-products-hint" className={styles.hint}>
          {t('productsHint', { max: BRAND_PRODUCTS_MAX })}
        </p>
        {Array.from({ length: BRAND_PRODUCTS_MAX }, (_, row) => {
          const product = initial.products[row];
          return (
            <div key={row} role="group" aria-label={t('product', { number: row + 1 })} className={styles.formRow}>
              <label className={styles.field} lang="ko">
                {t('productName', { number: row + 1 })}
                <input name="product_name" maxLength={80} defaultValue={product?.name ?? ''} />
              </label>
              <label className={styles.field} lang="en">
                {t('productNameEng', { number: row + 1 })}
                <input name="product_name_eng" maxLength={80} defaultValue={product?.nameEng ?? ''} />
              </label>
              <label className={styles.field}>
                {t('productPicture', { number: row + 1 })}
                <select name="product_picture" defaultValue={product?.picture ?? ''}>
                  <PictureOptions empty={t('noPicture')} />
                </select>
              </label>
            </div>
          );
        })}
        <FieldErrors id="brand-products-error" messages={productErrors.length ? [...new Set(productErrors)] : undefined} />
      </fieldset>
    </RecordForm>
  );
}
