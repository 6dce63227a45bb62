'use client';

import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import type { Edition } from '@/lib/sale/items';
import { itemSpotSchema, spotTargetSchema } from '@/lib/validation/item-spot';
import { FieldErrors } from '../field-errors';
import { FormMessage } from '../form-message';
import { useAdminForm } from '../use-admin-form';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
const FIELDS = ['x', 'y', 'width', 'height'] as const;

interface ItemSpotFormsProps {
  place: Action;
  remove: Action;
  item: number;
  edition: Edition;
  /** Its place now, in percent, or null. */
  spot: Record<(typeof FIELDS)[number], number> | null;
  loginHref: string;
}

/** One item's place on one edition's flyer typed in percent (what a keyboard or a page without script uses), and its removal. */
export function ItemSpotForms({ place, remove, item, edition, spot, loginHref }: ItemSpotFormsProps) {
  const t = useTranslations('admin.sales.items');
  const admin = useTranslations('admin');
  const placing = useAdminForm(place, itemSpotSchema);
  const removing = useAdminForm(remove, spotTargetSchema);
  const id = `spot-${edition}-${item}`;
  const target = (
    <>
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name="edition" value={edition} />
    </>
  );
  return (
    <div className={styles.itemForms}>
      <details>
        <summary aria-describedby={`${id}-name`}>{t('byNumbers')}</summary>
        <form action={placing.formAction} onSubmit={placing.onSubmit} onInput={placing.onInput} className={styles.numbers} noValidate>
          {target}
          {FIELDS.map((field) => (
            <label key={field} className={adminStyles.field}>
              {t(field)}
              <input
                type="number"
                name={field}
                min={0}
                max={100}
                step={0.01}
                inputMode="decimal"
                required
                defaultValue={spot?.[field]}
                aria-invalid={placing.errors[field] ? true : undefined}
                aria-describedby={placing.errors[field] ? `${id}-${field}-error` : undefined}
              />
              <FieldErrors id={`${id}-${field}-error`} messages={placing.errors[field]} />
            </label>
          ))}
          <FieldErrors id={`${id}-target-error`} messages={[...(placing.errors.item ?? []), ...(placing.errors.edition ?? [])]} />
          <FormMessage state={placing.state} signInAgain={admin('signInAgain')} loginHref={loginHref} />
          <button type="submit" className="button" disabled={placing.pending}>
            {placing.pending ? t('placing') : t('place')}
          </button>
        </form>
      </details>
      {spot ? (
        <form action={removing.formAction} onSubmit={removing.onSubmit} className={styles.remove}>
          {target}
          <button type="submit" className="button button-outline" disabled={removing.pending} aria-describedby={`${id}-name`}>
            {t('remove')}
          </button>
        </form>
      ) : null}
      {/* Outside the form, which goes once the spot is removed. */}
      <FormMessage state={removing.state} signInAgain={admin('signInAgain')} loginHref={loginHref} />
    </div>
  );
}
