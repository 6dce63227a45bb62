'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatSaleWeek } from '@/lib/format/dates';
import { FLYER_EDITIONS, NEW_JERSEY, weeklySaleSchema, type FlyerEdition } from '@/lib/validation/weekly-sale';
import { FieldErrors } from './field-errors';
import { UploadSlot } from './upload-slot';
import { RecordForm, type RecordFormSlot } from './record-form';
import { useAdminForm } from './use-admin-form';
import type { Option } from './posting-form';
import styles from './admin.module.css';

interface SaleFormProps extends RecordFormSlot<{ sale_start: string; location: number | null; published: boolean; flyers: Record<FlyerEdition, { id: number; url: string } | null> }> {
  locations: Option[];
}

/** The spec's sale form: first day (the end shown, six days later), region, and one flyer per language edition. */
export function SaleForm({ action, initial, locations, loginHref, notice, revision }: SaleFormProps) {
  const t = useTranslations('admin.sales');
  const locale = useLocale();
  const form = useAdminForm(action, weeklySaleSchema);
  const { errors } = form;
  const [start, setStart] = useState(initial.sale_start);
  const [location, setLocation] = useState(initial.location);
  // The end is always six days after the start (spec section 9): shown, never typed.
  const period = /^\d{4}-\d{2}-\d{2}$/.test(start) ? t('periodTemplate', { period: formatSaleWeek(start, locale) }) : '';
  const described = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `sale-${name}-error` : undefined });

  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <fieldset className={styles.fieldset}>
        <legend>{t('period')}</legend>
        <div className={styles.inline}>
          <label className={styles.field}>
            {t('start')}
            <input type="date" name="sale_start" required value={start} onChange={(event) => setStart(event.target.value)} {...described('sale_start')} />
            <FieldErrors id="sale-sale_start-error" messages={errors.sale_start} />
          </label>
          <p className={styles.hint} aria-live="polite">
            {period}
          </p>
        </div>
      </fieldset>
      <label className={styles.field}>
        {t('location')}
        <select name="location" required value={location ?? ''} onChange={(event) => setLocation(event.target.value ? Number(event.target.value) : null)} {...described('location')}>
          <option value="">{t('choose')}</option>
          {locations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldErrors id="sale-location-error" messages={errors.location} />
      </label>
      <fieldset className={styles.fieldset}>
        <legend>{t('flyers')}</legend>
        <p className={styles.hint}>{t('flyersHint')}</p>
        <div className={styles.flyerGrid}>
          {FLYER_EDITIONS.map((edition) => (
            <UploadSlot
              key={edition}
              name={edition}
              purpose="flyer"
              preview="image"
              label={t(`editions.${edition}`)}
              initial={initial.flyers[edition]}
              disabled={edition === 'file_vietnamese' && location === NEW_JERSEY}
              note={edition === 'file_vietnamese' && location === NEW_JERSEY ? t('noVietnamese') : undefined}
              error={errors[edition]}
            />
          ))}
        </div>
      </fieldset>
    </RecordForm>
  );
}
