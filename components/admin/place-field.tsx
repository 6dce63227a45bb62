import { PLACE_MAX } from '@/lib/validation/staff-fields';
import { FieldErrors } from './field-errors';
import styles from './admin.module.css';

/** A record's place in a list staff order by hand (`sort_order`): 1 comes first. The hint beside the field, not in its label: it describes the field, it does not name it. */
export function PlaceField({ idPrefix, label, hint, initial, errors }: { idPrefix: string; label: string; hint: string; initial: number; errors?: string[] }) {
  const id = `${idPrefix}-sort_order`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        name="sort_order"
        min={1}
        max={PLACE_MAX}
        step={1}
        required
        defaultValue={initial}
        aria-invalid={errors ? true : undefined}
        aria-describedby={[`${id}-hint`, errors ? `${id}-error` : undefined].filter(Boolean).join(' ')}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      <FieldErrors id={`${id}-error`} messages={errors} />
    </div>
  );
}
