'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/routing';
import { DEPARTMENT_PICTURES } from '@/lib/content/products';
import { departmentSchema, INTRO_MAX } from '@/lib/validation/products';
import { RecordForm, type RecordFormSlot } from './record-form';
import { FieldErrors } from './field-errors';
import { ChoiceField, TextField } from './form-fields';
import { departmentChoices, PictureOptions } from './product-choices';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface DepartmentFormValues {
  tab: number;
  slogan: string;
  slogan_eng: string;
  pictures: string[];
  intro_title: string;
  intro_title_eng: string;
  intro: string;
  intro_eng: string;
  more_title: string;
  more_title_eng: string;
  more: string;
  more_eng: string;
  published: boolean;
}

type Text = Exclude<keyof DepartmentFormValues, 'tab' | 'pictures' | 'published'>;


/** A department's top on the Products page: its slogan, its pictures in order, its intro and a second block if it has one. */
export function DepartmentForm({ action, initial, loginHref, notice, revision }: RecordFormSlot<DepartmentFormValues>) {
  const t = useTranslations('admin.departments');
  const locale = useLocale() as AppLocale;
  const form = useAdminForm(action, departmentSchema);
  const { errors } = form;
  const text = (name: Text, required = false) => {
    const long = name === 'intro' || name === 'intro_eng' || name === 'more' || name === 'more_eng';
    return <TextField idPrefix="department" name={name} label={t(name)} initial={initial[name]} errors={errors[name]} max={long ? INTRO_MAX : 120} rows={long ? 5 : undefined} required={required} />;
  };
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <ChoiceField idPrefix="department" name="tab" label={t('tab')} initial={initial.tab} errors={errors.tab} options={departmentChoices(locale)} />
      {text('slogan', true)}
      {text('slogan_eng')}
      <fieldset className={styles.fieldset} aria-invalid={errors.pictures ? true : undefined} aria-describedby={errors.pictures ? 'department-pictures-error' : undefined}>
        <legend>{t('pictures')}</legend>
        <div className={styles.checkGrid}>
          {Array.from({ length: DEPARTMENT_PICTURES }, (_, index) => (
            <label key={index} className={styles.field}>
              {t('picture', { number: index + 1 })}
              <select name="pictures" defaultValue={initial.pictures[index] ?? ''}>
                <PictureOptions empty={t('noPicture')} />
              </select>
            </label>
          ))}
        </div>
        <FieldErrors id="department-pictures-error" messages={errors.pictures} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('introBlock')}</legend>
        {text('intro_title', true)}
        {text('intro_title_eng')}
        {text('intro', true)}
        {text('intro_eng')}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('moreBlock')}</legend>
        {text('more_title')}
        {text('more_title_eng')}
        {text('more')}
        {text('more_eng')}
      </fieldset>
    </RecordForm>
  );
}
