'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { postingSchema } from '@/lib/validation/posting';
import { PAY_UNITS } from '@/lib/careers/pay';
import { BilingualFields } from './bilingual-fields';
import { FieldErrors } from './field-errors';
import { RecordForm, type RecordFormSlot } from './record-form';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface Option {
  value: number;
  label: string;
}

export interface PostingFormValues {
  title: string;
  title_eng: string;
  content: string;
  content_eng: string;
  job_type: number | null;
  career_type: number | null;
  experience: number;
  cities: number[];
  /** Dollars as the fields show them ("17.50"); empty for none. */
  pay_min: string;
  pay_max: string;
  pay_unit: string;
  benefits: string;
  benefits_eng: string;
  start_date: string;
  due_date: string;
  always_open: boolean;
  published: boolean;
}

interface PostingFormProps extends RecordFormSlot<PostingFormValues> {
  options: { cities: Option[]; jobTypes: Option[]; careerTypes: Option[]; experiences: Option[] };
}

/** The spec's job-information form: posting period or always open, stores, role, experience, employment type, pay and benefits, titles and bodies. */
export function PostingForm({ action, initial, options, loginHref, notice, revision }: PostingFormProps) {
  const t = useTranslations('admin.postings');
  const form = useAdminForm(action, postingSchema);
  const { errors } = form;
  const [alwaysOpen, setAlwaysOpen] = useState(initial.always_open);
  const described = (name: string, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `posting-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const select = (name: 'job_type' | 'career_type' | 'experience', label: string, choices: Option[], value: number | null, required = true) => (
    <label className={styles.field}>
      {label}
      <select name={name} id={`posting-${name}`} defaultValue={value ?? ''} required={required} {...described(name)}>
        {required ? <option value="">{t('choose')}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`posting-${name}-error`} messages={errors[name]} />
    </label>
  );

  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <fieldset className={styles.fieldset}>
        <legend>{t('period')}</legend>
        <div className={styles.inline}>
          <label className={styles.field}>
            {t('startDate')}
            <input type="date" name="start_date" id="posting-start_date" required defaultValue={initial.start_date} {...described('start_date')} />
            <FieldErrors id="posting-start_date-error" messages={errors.start_date} />
          </label>
          <label className={styles.field}>
            {t('dueDate')}
            <input type="date" name="due_date" id="posting-due_date" defaultValue={initial.due_date} disabled={alwaysOpen} required={!alwaysOpen} {...described('due_date')} />
            <FieldErrors id="posting-due_date-error" messages={errors.due_date} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="always_open" value="true" checked={alwaysOpen} onChange={(event) => setAlwaysOpen(event.target.checked)} />
            {t('alwaysOpen')}
          </label>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} {...described('cities')}>
        <legend>{t('stores')}</legend>
        <div className={styles.checkGrid}>
          {options.cities.map((city) => (
            <label key={city.value} className={styles.check}>
              <input type="checkbox" name="cities" value={city.value} defaultChecked={initial.cities.includes(city.value)} />
              {city.label}
            </label>
          ))}
        </div>
        <FieldErrors id="posting-cities-error" messages={errors.cities} />
      </fieldset>
      <div className={styles.inline}>
        {select('job_type', t('jobType'), options.jobTypes, initial.job_type)}
        {select('experience', t('experience'), options.experiences, initial.experience, false)}
        {select('career_type', t('careerType'), options.careerTypes, initial.career_type)}
      </div>
      <fieldset className={styles.fieldset} aria-describedby="posting-pay-hint">
        <legend>{t('pay')}</legend>
        <p id="posting-pay-hint" className={styles.hint}>
          {t('payHint')}
        </p>
        <div className={styles.inline}>
          {(['pay_min', 'pay_max'] as const).map((name) => (
            <label key={name} className={styles.field}>
              {t(name === 'pay_min' ? 'payMin' : 'payMax')}
              <input type="text" inputMode="decimal" autoComplete="off" name={name} id={`posting-${name}`} maxLength={16} defaultValue={initial[name]} {...described(name)} />
              <FieldErrors id={`posting-${name}-error`} messages={errors[name]} />
            </label>
          ))}
          <label className={styles.field}>
            {t('payUnit')}
            <select name="pay_unit" id="posting-pay_unit" defaultValue={initial.pay_unit} {...described('pay_unit')}>
              <option value="">{t('choose')}</option>
              {PAY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`payUnits.${unit}`)}
                </option>
              ))}
            </select>
            <FieldErrors id="posting-pay_unit-error" messages={errors.pay_unit} />
          </label>
        </div>
        {(['benefits', 'benefits_eng'] as const).map((name) => (
          <label key={name} className={styles.field}>
            {t(name === 'benefits' ? 'benefitsKo' : 'benefitsEn')}
            <textarea name={name} id={`posting-${name}`} lang={name === 'benefits' ? 'ko' : 'en'} rows={3} maxLength={2000} defaultValue={initial[name]} {...described(name, 'posting-benefits-hint')} />
            <FieldErrors id={`posting-${name}-error`} messages={errors[name]} />
          </label>
        ))}
        <p id="posting-benefits-hint" className={styles.hint}>
          {t('benefitsHint')}
        </p>
      </fieldset>
      <BilingualFields idPrefix="posting" section="postings" initial={initial} errors={errors} />
    </RecordForm>
  );
}
