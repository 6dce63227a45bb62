'use client';

import { useTranslations } from 'next-intl';
import { FAQ_GROUPS, type FaqGroup } from '@/lib/content/faq';
import { FAQ_ANSWER_MAX, faqSchema } from '@/lib/validation/faq';
import { RecordForm, type RecordFormSlot } from './record-form';
import { ChoiceField, TextField } from './form-fields';
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


type Text = 'question' | 'question_eng' | 'answer' | 'answer_eng';

/** An FAQ question: its group and place, the question and the answer in Korean and English (plain text; /faq links the known phrases). */
export function FaqForm({ action, initial, loginHref, notice, revision }: RecordFormSlot<FaqFormValues>) {
  const t = useTranslations('admin.faq');
  const form = useAdminForm(action, faqSchema);
  const { errors } = form;
  const text = (name: Text, long: boolean) => (
    <TextField
      idPrefix="faq"
      name={name}
      label={t(name)}
      initial={initial[name]}
      errors={errors[name]}
      max={long ? FAQ_ANSWER_MAX : 300}
      rows={long ? 6 : undefined}
      required={name === 'answer' || name === 'question'}
      hint={long ? 'faq-answer-hint' : undefined}
    />
  );
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <ChoiceField idPrefix="faq" name="group" label={t('group')} initial={initial.group} errors={errors.group} options={FAQ_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))} />
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
