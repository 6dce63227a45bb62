'use client';

import { useTranslations } from 'next-intl';
import { HISTORY_PERIODS, type HistoryPeriodKey } from '@/lib/content/history';
import { historySchema } from '@/lib/validation/history';
import { RecordForm, type RecordFormSlot } from './record-form';
import { PlaceField } from './place-field';
import { ChecksField, ChoiceField, TextField } from './form-fields';
import { useAdminForm } from './use-admin-form';

export interface HistoryFormValues {
  period: HistoryPeriodKey;
  sort_order: number;
  year: string;
  stores: string[];
  note: string;
  note_eng: string;
  published: boolean;
}

interface HistoryFormProps extends RecordFormSlot<HistoryFormValues> {
  /** Every store by slug, named in the staff member's language, and each period's name. */
  stores: Array<{ value: string; label: string }>;
  periods: Record<HistoryPeriodKey, string>;
}

/** A year of Our Story's history: its period and place, the year as shown, the stores that opened, a note in both languages. */
export function HistoryForm({ action, initial, stores, periods, loginHref, notice, revision }: HistoryFormProps) {
  const t = useTranslations('admin.history');
  const form = useAdminForm(action, historySchema);
  const { errors } = form;
  const text = (name: 'year' | 'note' | 'note_eng', max: number) => (
    <TextField idPrefix="history" name={name} label={t(name)} initial={initial[name]} errors={errors[name]} max={max} required={name === 'year'} />
  );
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <ChoiceField idPrefix="history" name="period" label={t('period')} initial={initial.period} errors={errors.period} options={HISTORY_PERIODS.map((period) => ({ value: period, label: periods[period] }))} />
      <PlaceField idPrefix="history" label={t('order')} hint={t('orderHint')} initial={initial.sort_order} errors={errors.sort_order} />
      {text('year', 20)}
      <ChecksField idPrefix="history" name="stores" label={t('stores')} initial={initial.stores} errors={errors.stores} options={stores} />
      {text('note', 200)}
      {text('note_eng', 200)}
    </RecordForm>
  );
}
