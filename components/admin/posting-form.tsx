'use client';

import { useState } from 'react';
import type { AdminFormState } from '@/lib/admin/form-state';
import { jobPostingSchema } from '@/lib/validation/job-posting';
import type { EditorLabels } from './editor/rich-text-editor';
import { BilingualFields, type BilingualLabels } from './bilingual-fields';
import type { AppLocale } from '@/lib/i18n/routing-locales';
import { FieldErrors } from './field-errors';
import { RecordForm, type RecordFormWords } from './record-form';
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
  start_date: string;
  due_date: string;
  always_open: boolean;
  published: boolean;
}

export interface PostingFormLabels extends BilingualLabels, RecordFormWords {
  period: string;
  startDate: string;
  dueDate: string;
  alwaysOpen: string;
  stores: string;
  jobType: string;
  experience: string;
  careerType: string;
  choose: string;
}

interface PostingFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: PostingFormValues;
  options: { cities: Option[]; jobTypes: Option[]; careerTypes: Option[]; experiences: Option[] };
  labels: PostingFormLabels;
  editorLabels: EditorLabels;
  messages: Record<string, string>;
  loginHref: string;
  locale: AppLocale;
  /** Shown once above the form (a new posting, just created). */
  notice?: string;
}

/** The spec's job-information form: posting period or always open, stores, role, experience, employment type, titles and bodies. */
export function PostingForm({ action, initial, options, labels, editorLabels, messages, loginHref, locale, notice }: PostingFormProps) {
  const form = useAdminForm(action, jobPostingSchema, messages);
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
        {required ? <option value="">{labels.choose}</option> : null}
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
    <RecordForm form={form} words={labels} publishedByDefault={initial.published} loginHref={loginHref} notice={notice} idPrefix="posting">
      <fieldset className={styles.fieldset}>
        <legend>{labels.period}</legend>
        <div className={styles.inline}>
          <label className={styles.field}>
            {labels.startDate}
            <input type="date" name="start_date" id="posting-start_date" required defaultValue={initial.start_date} {...described('start_date')} />
            <FieldErrors id="posting-start_date-error" messages={errors.start_date} />
          </label>
          <label className={styles.field}>
            {labels.dueDate}
            <input type="date" name="due_date" id="posting-due_date" defaultValue={initial.due_date} disabled={alwaysOpen} required={!alwaysOpen} {...described('due_date')} />
            <FieldErrors id="posting-due_date-error" messages={errors.due_date} />
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="always_open" value="true" checked={alwaysOpen} onChange={(event) => setAlwaysOpen(event.target.checked)} />
            {labels.alwaysOpen}
          </label>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} {...described('cities')}>
        <legend>{labels.stores}</legend>
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
        {select('job_type', labels.jobType, options.jobTypes, initial.job_type)}
        {select('experience', labels.experience, options.experiences, initial.experience, false)}
        {select('career_type', labels.careerType, options.careerTypes, initial.career_type)}
      </div>
      <BilingualFields idPrefix="posting" initial={initial} labels={labels} editorLabels={editorLabels} errors={errors} locale={locale} />
    </RecordForm>
  );
}
