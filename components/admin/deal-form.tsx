'use client';

import type { AdminFormState } from '@/lib/admin/form-state';
import type { AppLocale } from '@/lib/i18n/routing-locales';
import { specialDealSchema } from '@/lib/validation/special-deal';
import type { EditorLabels } from './editor/rich-text-editor';
import { BilingualFields, type BilingualLabels, type BilingualValues } from './bilingual-fields';
import { FieldErrors } from './field-errors';
import { RecordForm, type RecordFormWords } from './record-form';
import { AttachmentFields, type AttachmentLabels } from './attachment-fields';
import { UploadSlot } from './upload-slot';
import { useAdminForm } from './use-admin-form';
import type { Option } from './posting-form';
import styles from './admin.module.css';

type StoredFile = { id: number; url: string } | null;

export interface DealFormLabels extends BilingualLabels, RecordFormWords, AttachmentLabels {
  period: string;
  startDate: string;
  endDate: string;
  location: string;
  thumbnails: string;
  thumbnailsHint: string;
  thumbnail: string;
  thumbnailEng: string;
}

interface DealFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: BilingualValues & { start_date: string; end_date: string; location: number; published: boolean; thumbnail: StoredFile; thumbnail_eng: StoredFile; files: StoredFile[] };
  locations: Option[];
  labels: DealFormLabels;
  editorLabels: EditorLabels;
  messages: Record<string, string>;
  loginHref: string;
  locale: AppLocale;
  notice?: string;
}

/** The spec's event form: period, where it runs, titles and bodies, a thumbnail per language and up to three attachments. */
export function DealForm({ action, initial, locations, labels, editorLabels, messages, loginHref, locale, notice }: DealFormProps) {
  const form = useAdminForm(action, specialDealSchema, messages);
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
    <RecordForm form={form} words={labels} publishedByDefault={initial.published} loginHref={loginHref} notice={notice} idPrefix="deal">
      <fieldset className={styles.fieldset}>
        <legend>{labels.period}</legend>
        <div className={styles.inline}>
          {day('start_date', labels.startDate)}
          {day('end_date', labels.endDate)}
        </div>
      </fieldset>
      <label className={styles.field}>
        {labels.location}
        <select name="location" defaultValue={initial.location} {...described('location')}>
          {locations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldErrors id="deal-location-error" messages={errors.location} />
      </label>
      <BilingualFields idPrefix="deal" initial={initial} labels={labels} editorLabels={editorLabels} errors={errors} locale={locale} />
      <fieldset className={styles.fieldset}>
        <legend>{labels.thumbnails}</legend>
        <p className={styles.hint}>{labels.thumbnailsHint}</p>
        <div className={styles.flyerGrid}>
          <UploadSlot name="thumbnail" purpose="thumbnail" preview="image" label={labels.thumbnail} initial={initial.thumbnail} labels={labels.slot} locale={locale} error={errors.thumbnail} />
          <UploadSlot name="thumbnail_eng" purpose="thumbnail" preview="image" label={labels.thumbnailEng} initial={initial.thumbnail_eng} labels={labels.slot} locale={locale} error={errors.thumbnail_eng} />
        </div>
      </fieldset>
      <AttachmentFields initial={initial.files} labels={labels} errors={errors} locale={locale} />
    </RecordForm>
  );
}
