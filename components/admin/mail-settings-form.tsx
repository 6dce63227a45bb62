'use client';

import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { mailSettingsSchema, NOTIFY_CHOICES, type MailSettingsInput } from '@/lib/validation/mail-settings';
import { FieldErrors } from './field-errors';
import { SaveBar } from './save-bar';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

interface MailSettingsFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: MailSettingsInput;
  loginHref: string;
}

/** How often a member of staff is mailed about new records, and in which language; a plain form. */
export function MailSettingsForm({ action, initial, loginHref }: MailSettingsFormProps) {
  const t = useTranslations('admin.account');
  const words = useTranslations('admin');
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action, mailSettingsSchema);
  return (
    <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={errors.notify ? 'mail-notify-error' : undefined}>
        <legend>{t('notify')}</legend>
        {NOTIFY_CHOICES.map((choice) => (
          <label key={choice} className={styles.check}>
            <input type="radio" name="notify" value={choice} defaultChecked={initial.notify === choice} />
            {t(`notifyChoice.${choice}`)}
          </label>
        ))}
        <FieldErrors id="mail-notify-error" messages={errors.notify} />
      </fieldset>
      <label className={styles.field}>
        {t('mailLocale')}
        <select name="mailLocale" defaultValue={initial.mailLocale} aria-invalid={errors.mailLocale ? true : undefined} aria-describedby={errors.mailLocale ? 'mail-locale-error' : undefined}>
          <option value="ko" lang="ko">
            한국어
          </option>
          <option value="en" lang="en">
            English
          </option>
        </select>
        <FieldErrors id="mail-locale-error" messages={errors.mailLocale} />
      </label>
      <SaveBar state={state} signInAgain={words('signInAgain')} loginHref={loginHref}>
        <button type="submit" className="button" disabled={pending}>
          {t('mailSave')}
        </button>
      </SaveBar>
    </form>
  );
}
