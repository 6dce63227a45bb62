import { FieldErrors } from './field-errors';
import styles from './admin.module.css';

interface FieldProps {
  /** The form's prefix of ids (`faq`, `history`, …). */
  idPrefix: string;
  name: string;
  label: string;
  errors?: string[];
  /** The id of a hint that describes the field, shown elsewhere in the form. */
  hint?: string;
}

const describedBy = ({ idPrefix, name, errors, hint }: FieldProps) => ({
  'aria-invalid': errors ? true : undefined,
  'aria-describedby': [hint, errors ? `${idPrefix}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
});

/** A text a form sends: one line, or a paragraph (`rows`); `_eng` fields are in English. */
export function TextField(props: FieldProps & { initial: string; max: number; required?: boolean; rows?: number }) {
  const { idPrefix, name, label, errors, initial, max, required, rows } = props;
  const control = { name, maxLength: max, required, defaultValue: initial, ...describedBy(props) };
  return (
    <label className={styles.field} lang={name.endsWith('_eng') ? 'en' : 'ko'}>
      {label}
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
      <FieldErrors id={`${idPrefix}-${name}-error`} messages={errors} />
    </label>
  );
}

/** One of a few choices a form sends. */
export function ChoiceField(props: FieldProps & { initial: string | number; options: ReadonlyArray<{ value: string | number; label: string }> }) {
  const { idPrefix, name, label, errors, initial, options } = props;
  return (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={initial} {...describedBy(props)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={`${idPrefix}-${name}-error`} messages={errors} />
    </label>
  );
}

/** Any number of choices a form sends, as checkboxes of one name. */
export function ChecksField(props: FieldProps & { initial: readonly string[]; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { name, label, errors, initial, options, idPrefix } = props;
  return (
    <fieldset className={styles.fieldset} {...describedBy(props)}>
      <legend>{label}</legend>
      <div className={styles.checkGrid}>
        {options.map((option) => (
          <label key={option.value} className={styles.check}>
            <input type="checkbox" name={name} value={option.value} defaultChecked={initial.includes(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldErrors id={`${idPrefix}-${name}-error`} messages={errors} />
    </fieldset>
  );
}
