'use client';

import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { FAQ_GROUPS, type FaqGroup } from '@/lib/content/faq';
import { FAQ_ANSWER_MAX, faqSchema } from '@/lib/validation/faq';
import { RecordForm } from './record-form';
import { FieldErrors } from './field-errors';
import { PlaceField } from './place-field';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface FaqFormValues {
  group: FaqGroup;
  sort_order: number;
  question: string;
  question_eng: string;
  answer: string;
  answer_eng: string;
  published: boolean;
}

interface FaqFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: FaqFormValues;
  loginHref: string;
  notice?: string;
  /** The record's newest revision (a record's page; none for a new one). */
  revision?: number;
}

type Text = 'question' | 'question_eng' | 'answer' | 'answer_eng';

/** An FAQ question: its group and place, the question and the answer in Korean and English (plain text; /faq links the known phrases). */
export function FaqForm({ action, initial, loginHref, notice, revision }: FaqFormProps) {
  const t = useTranslations('admin.faq');
  const form = useAdminForm(action, faqSchema);
  const { errors } = form;
  const described = (name: string, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint, errors[name] ? `faq-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });
  const text = (name: Text, long: boolean) => (
    <label className={styles.field} lang={name.endsWith('_eng') ? 'en' : 'ko'}>
      {t(name)}
      {long ? (
        <textarea name={name} rows={6} maxLength={FAQ_ANSWER_MAX} required={name === 'answer'} defaultValue={initial[name]} {...described(name, 'faq-answer-hint')} />
      ) : (
        <input name={name} maxLength={300} required={name === 'question'} defaultValue={initial[name]} {...described(name)} />
      )}
      <FieldErrors id={`faq-${name}-error`} messages={errors[name]} />
    </label>
  );
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <label className={styles.field}>
        {t('group')}
        <select name="group" defaultValue={initial.group} {...described('group')}>
          {FAQ_GROUPS.map((group) => (
            <option key={group} value={group}>
              {t(`groups.${group}`)}
            </option>
          ))}
        </select>
        <FieldErrors id="faq-group-error" messages={errors.group} />
      </label>
      <PlaceField idPrefix="faq" label={t('order')} hint={t('orderHint')} initial={initial.sort_order} errors={errors.sort_order} />
      {text('question', false)}
      {text('question_eng', false)}
      <p id="faq-answer-hint" className={styles.hint}>
        {t('answerHint')}
      </p>
      {text('answer', true)}
      {text('answer_eng', true)}
    </RecordForm>
  );
}
