'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { specialHoursSchema } from '@/lib/validation/special-hours';
import { FieldErrors } from './field-errors';
import { FormMessage } from './form-message';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

interface SpecialHoursFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  /** The stores to choose from, by state: `{ label: 'Maryland', stores: [{ slug, name }] }`. */
  groups: Array<{ label: string; stores: Array<{ slug: string; name: string }> }>;
  loginHref: string;
}

type Field = 'store' | 'day' | 'opens' | 'closes' | 'note' | 'noteEng';

/**
 * A day's special hours: for every store or one, closed all day or open from–to, and why, in
 * both languages. A plain form: it works before the script runs (the times of a day closed are
 * not read); with it, the times are set aside while "closed all day" is ticked.
 */
export function SpecialHoursForm({ action, groups, loginHref }: SpecialHoursFormProps) {
  const t = useTranslations('admin.stores');
  const words = useTranslations('admin');
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action, specialHoursSchema);
  const [closed, setClosed] = useState(false);
  const described = (name: Field, hint?: string) => ({
    name,
    id: `special-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `special-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  return (
    <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
      <UnsavedChangesGuard state={state} />
      <div className={styles.inline}>
        <label className={styles.field}>
          {t('store')}
          <select defaultValue="" {...described('store')}>
            <option value="">{t('allStores')}</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.stores.map((store) => (
                  <option key={store.slug} value={store.slug}>
                    {store.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldErrors id="special-store-error" messages={errors.store} />
        </label>
        <label className={styles.field}>
          {t('day')}
          <input type="date" required {...described('day')} />
          <FieldErrors id="special-day-error" messages={errors.day} />
        </label>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('hours')}</legend>
        <label className={styles.check}>
          <input type="checkbox" name="closed" value="true" checked={closed} onChange={(event) => setClosed(event.target.checked)} />
          {t('closed')}
        </label>
        <div className={styles.inline}>
          <label className={styles.field}>
            {t('opens')}
            <input type="time" disabled={closed} required={!closed} {...described('opens', 'special-hours-hint')} />
            <FieldErrors id="special-opens-error" messages={errors.opens} />
          </label>
          <label className={styles.field}>
            {t('closes')}
            <input type="time" disabled={closed} required={!closed} {...described('closes', 'special-hours-hint')} />
            <FieldErrors id="special-closes-error" messages={errors.closes} />
          </label>
        </div>
        <p id="special-hours-hint" className={styles.hint}>
          {t('hoursHint')}
        </p>
      </fieldset>
      <label className={styles.field}>
        {t('note')}
        <input type="text" lang="ko" maxLength={120} {...described('note', 'special-note-hint')} />
        <FieldErrors id="special-note-error" messages={errors.note} />
      </label>
      <label className={styles.field}>
        {t('noteEng')}
        <input type="text" lang="en" maxLength={120} {...described('noteEng', 'special-note-hint')} />
        <FieldErrors id="special-noteEng-error" messages={errors.noteEng} />
      </label>
      <p id="special-note-hint" className={styles.hint}>
        {t('noteHint')}
      </p>
      <FormMessage state={state} signInAgain={words('signInAgain')} loginHref={loginHref} />
      <button type="submit" className="button" disabled={pending}>
        {t('save')}
      </button>
    </form>
  );
}
