'use client';

import type { AdminFormState } from '@/lib/admin/form-state';
import { inquiryAnswerSchema } from '@/lib/validation/staff';
import { FieldErrors } from './field-errors';
import { FormMessage } from './form-message';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

interface InquiryAnswerFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  answer: string;
  labels: { answer: string; answerHint: string; save: string; signInAgain: string };
  loginHref: string;
}

/** The answer the sender will read in My Q&A; saving it marks the inquiry answered. */
export function InquiryAnswerForm({ action, answer, labels, loginHref }: InquiryAnswerFormProps) {
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action, inquiryAnswerSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
      <UnsavedChangesGuard state={state} />
      <label className={styles.field}>
        {labels.answer}
        <textarea
          name="answer"
          rows={8}
          maxLength={5000}
          defaultValue={answer}
          required
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={`answer-hint${errors.answer ? ' answer-error' : ''}`}
        />
        <span id="answer-hint" className={styles.hint}>
          {labels.answerHint}
        </span>
        <FieldErrors id="answer-error" messages={errors.answer} />
      </label>
      <FormMessage state={state} signInAgain={labels.signInAgain} loginHref={loginHref} />
      <button type="submit" className="button" disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
