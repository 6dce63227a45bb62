'use client';

import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { HISTORY_PERIODS, type HistoryPeriodKey } from '@/lib/content/history';
import { historySchema } from '@/lib/validation/history';
import { RecordForm } from './record-form';
import { FieldErrors } from './field-errors';
import { PlaceField } from './place-field';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';

export interface HistoryFormValues {
  period: HistoryPeriodKey;
  sort_order: number;
  year: string;
  stores: string[];
  note: string;
  note_eng: string;
  published: boolean;
}

interface HistoryFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: HistoryFormValues;
  /** Every store by slug, named in the staff member's language, and each period's name. */
  stores: Array<{ value: string; label: string }>;
  periods: Record<HistoryPeriodKey, string>;
  loginHref: string;
  notice?: string;
  /** The record's newest revision (a record's page; none for a new one). */
  revision?: number;
}

/** A year of Our Story's history: its period and place, the year as shown, the stores that opened, a note in both languages. */
export function HistoryForm({ action, initial, stores, periods, loginHref, notice, revision }: HistoryFormProps) {
  const t = useTranslations('admin.history');
  const form = useAdminForm(action, historySchema);
  const { errors } = form;
  const described = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `history-${name}-error` : undefined });
  const text = (name: 'year' | 'note' | 'note_eng', max: number) => (
    <label className={styles.field} lang={name === 'note_eng' ? 'en' : 'ko'}>
      {t(name)}
      <input name={name} maxLength={max} required={name === 'year'} defaultValue={initial[name]} {...described(name)} />
      <FieldErrors id={`history-${name}-error`} messages={errors[name]} />
    </label>
  );
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <label className={styles.field}>
        {t('period')}
        <select name="period" defaultValue={initial.period} {...described('period')}>
          {HISTORY_PERIODS.map((period) => (
            <option key={period} value={period}>
              {periods[period]}
            </option>
          ))}
        </select>
        <FieldErrors id="history-period-error" messages={errors.period} />
      </label>
      <PlaceField idPrefix="history" label={t('order')} hint={t('orderHint')} initial={initial.sort_order} errors={errors.sort_order} />
      {text('year', 20)}
      <fieldset className={styles.fieldset} {...described('stores')}>
        <legend>{t('stores')}</legend>
        <div className={styles.checkGrid}>
          {stores.map((store) => (
            <label key={store.value} className={styles.check}>
              <input type="checkbox" name="stores" value={store.value} defaultChecked={initial.stores.includes(store.value)} />
              {store.label}
            </label>
          ))}
        </div>
        <FieldErrors id="history-stores-error" messages={errors.stores} />
      </fieldset>
      {text('note', 200)}
      {text('note_eng', 200)}
    </RecordForm>
  );
}
