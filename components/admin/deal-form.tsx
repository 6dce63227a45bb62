'use client';

import { useTranslations } from 'next-intl';
import { dealSchema } from '@/lib/validation/deal';
import { BilingualFields, type BilingualValues } from './bilingual-fields';
import { FieldErrors } from './field-errors';
import { RecordForm, type RecordFormSlot } from './record-form';
import { AttachmentFields } from './attachment-fields';
import { UploadSlot } from './upload-slot';
import { useAdminForm } from './use-admin-form';
import type { Option } from './posting-form';
import styles from './admin.module.css';

type StoredFile = { id: number; url: string } | null;

interface DealFormProps extends RecordFormSlot<BilingualValues & { start_date: string; end_date: string; location: number; published: boolean; thumbnail: StoredFile; thumbnail_eng: StoredFile; files: StoredFile[] }> {
  locations: Option[];
}

/** The spec's event form: period, where it runs, titles and bodies, a thumbnail per language and up to three attachments. */
export function DealForm({ action, initial, locations, loginHref, notice, revision }: DealFormProps) {
  const t = useTranslations('admin.deals');
  const form = useAdminForm(action, dealSchema);
  const { errors } = form;
  const described = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `deal-${name}-error` : undefined });
  const day = (name: 'start_date' | 'end_date', label: string) => (
    <label className={styles.field}>
      {label}
      <input type="date" name={name} required defaultValue={initial[name]} {...described(name)} />
      <FieldErrors id={`deal-${name}-error`} messages={errors[name]} />
    </label>
  );
  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <fieldset className={styles.fieldset}>
        <legend>{t('period')}</legend>
        <div className={styles.inline}>
          {day('start_date', t('startDate'))}
          {day('end_date', t('endDate'))}
        </div>
      </fieldset>
      <label className={styles.field}>
        {t('location')}
        <select name="location" defaultValue={initial.location} {...described('location')}>
          {locations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldErrors id="deal-location-error" messages={errors.location} />
      </label>
      <BilingualFields idPrefix="deal" section="deals" initial={initial} errors={errors} />
      <fieldset className={styles.fieldset}>
        <legend>{t('thumbnails')}</legend>
        <p className={styles.hint}>{t('thumbnailsHint')}</p>
        <div className={styles.flyerGrid}>
          <UploadSlot name="thumbnail" purpose="thumbnail" preview="image" label={t('thumbnail')} initial={initial.thumbnail} error={errors.thumbnail} />
          <UploadSlot name="thumbnail_eng" purpose="thumbnail" preview="image" label={t('thumbnailEng')} initial={initial.thumbnail_eng} error={errors.thumbnail_eng} />
        </div>
      </fieldset>
      <AttachmentFields initial={initial.files} errors={errors} />
    </RecordForm>
  );
}
