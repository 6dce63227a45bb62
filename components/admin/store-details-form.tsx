'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ExternalLink } from '@/components/layout/external-link';
import type { AdminFormState } from '@/lib/admin/form-state';
import { STORE_PHOTO_SLOTS, storeDetailsSchema, WEEK_DAYS } from '@/lib/validation/store-details';
import { FieldErrors } from './field-errors';
import { SaveBar } from './save-bar';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { UploadSlot } from './upload-slot';
import { useAdminForm } from './use-admin-form';
import styles from './admin.module.css';
import own from './store-details-form.module.css';

/** A store's details as the form starts with them: times as a time field shows them, lists a line each. */
export interface StoreDetailsValues {
  address: string;
  zipcode: string;
  tel: string;
  week: Array<{ closed: boolean; opens: string; closes: string }>;
  food: boolean;
  foodList: string;
  foodListEng: string;
  snack: boolean;
  lat: string;
  lng: string;
  /** Shown; sent back empty, which keeps them. */
  photos: Array<{ id: null; url: string }>;
}

interface StoreDetailsFormProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  initial: StoreDetailsValues;
  /** Sunday first. */
  weekdays: string[];
  /** What each photo shows, first the storefront. */
  photoLabels: string[];
  /** Google Maps at the saved coordinates, in a new tab (which `newTabLabel` says). */
  mapHref: string;
  newTabLabel: string;
  loginHref: string;
}

/**
 * What staff keep up to date about a store (issue 37): address, phone, the week's hours, services
 * with the food court's restaurants, where it is and its photos. A plain form: it works before
 * the script runs (every time field open; those of a closed day are not read); with it, a closed
 * day's times are set aside.
 */
export function StoreDetailsForm({ action, initial, weekdays, photoLabels, mapHref, newTabLabel, loginHref }: StoreDetailsFormProps) {
  const t = useTranslations('admin.storeDetails');
  const words = useTranslations('admin');
  const { state, formAction, pending, onSubmit, onInput, errors } = useAdminForm(action, storeDetailsSchema);
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(() => initial.week.map((day) => day.closed));
  const described = (name: string, hint?: string) => ({
    name,
    id: `store-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `store-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  return (
    <form action={formAction} onSubmit={onSubmit} onInput={onInput} className={styles.form} noValidate>
      <UnsavedChangesGuard state={state} />
      <label className={styles.field}>
        {t('address')}
        <input type="text" required maxLength={200} autoComplete="off" defaultValue={initial.address} {...described('address', 'store-address-hint')} />
        <FieldErrors id="store-address-error" messages={errors.address} />
      </label>
      <p id="store-address-hint" className={styles.hint}>
        {t('addressHint')}
      </p>
      <div className={styles.inline}>
        <label className={styles.field}>
          {t('zipcode')}
          <input type="text" required inputMode="numeric" maxLength={5} size={7} defaultValue={initial.zipcode} {...described('zipcode')} />
          <FieldErrors id="store-zipcode-error" messages={errors.zipcode} />
        </label>
        <label className={styles.field}>
          {t('tel')}
          <input type="tel" required maxLength={30} size={14} defaultValue={initial.tel} {...described('tel', 'store-tel-hint')} />
          <FieldErrors id="store-tel-error" messages={errors.tel} />
        </label>
      </div>
      <p id="store-tel-hint" className={styles.hint}>
        {t('telHint')}
      </p>

      <fieldset className={styles.fieldset} aria-describedby="store-week-hint">
        <legend>{t('week')}</legend>
        <p id="store-week-hint" className={styles.hint}>
          {t('weekHint')}
        </p>
        <div className={own.days}>
          {WEEK_DAYS.map((day) => (
            <fieldset key={day} className={own.day}>
              <legend className={own.weekday}>{weekdays[day]}</legend>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={`closed${day}`}
                  value="true"
                  checked={closed[day]}
                  onChange={(event) => setClosed((before) => before.map((value, index) => (index === day ? event.target.checked : value)))}
                />
                {t('closed')}
              </label>
              {(['opens', 'closes'] as const).map((end) => (
                <label key={end} className={styles.field}>
                  {t(end)}
                  <input type="time" disabled={hydrated && closed[day]} required={!closed[day]} defaultValue={initial.week[day]![end]} {...described(`${end}${day}`)} />
                  <FieldErrors id={`store-${end}${day}-error`} messages={errors[`${end}${day}`]} />
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('services')}</legend>
        <label className={styles.check}>
          <input type="checkbox" name="food" value="true" defaultChecked={initial.food} />
          {t('food')}
        </label>
        <div className={own.lists}>
          <label className={styles.field}>
            {t('foodList')}
            <textarea rows={5} lang="ko" defaultValue={initial.foodList} {...described('foodList', 'store-food-hint')} />
            <FieldErrors id="store-foodList-error" messages={errors.foodList} />
          </label>
          <label className={styles.field}>
            {t('foodListEng')}
            <textarea rows={5} lang="en" defaultValue={initial.foodListEng} {...described('foodListEng', 'store-food-hint')} />
            <FieldErrors id="store-foodListEng-error" messages={errors.foodListEng} />
          </label>
        </div>
        <p id="store-food-hint" className={styles.hint}>
          {t('foodListHint')}
        </p>
        <label className={styles.check}>
          <input type="checkbox" name="snack" value="true" defaultChecked={initial.snack} />
          {t('snack')}
        </label>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby="store-place-hint">
        <legend>{t('place')}</legend>
        <div className={styles.inline}>
          {(['lat', 'lng'] as const).map((name) => (
            <label key={name} className={styles.field}>
              {t(name)}
              {/* Not inputMode="decimal": a phone's decimal pad has no minus, and every longitude here has one. */}
              <input type="text" required maxLength={12} size={12} defaultValue={initial[name]} {...described(name, 'store-place-hint')} />
              <FieldErrors id={`store-${name}-error`} messages={errors[name]} />
            </label>
          ))}
        </div>
        <p id="store-place-hint" className={styles.hint}>
          {t('placeHint')}
        </p>
        <p>
          <ExternalLink href={mapHref} newTabLabel={newTabLabel}>
            {t('checkMap')}
          </ExternalLink>
        </p>
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby="store-photos-hint">
        <legend>{t('photos')}</legend>
        <p id="store-photos-hint" className={styles.hint}>
          {t('photosHint')}
        </p>
        <div className={own.photos}>
          {STORE_PHOTO_SLOTS.map((slot) => (
            <UploadSlot
              key={slot}
              name={`photo${slot}`}
              purpose="store-photo"
              preview="image"
              label={photoLabels[slot - 1]!}
              initial={initial.photos[slot - 1] ?? null}
              removable={false}
              error={errors[`photo${slot}`]}
            />
          ))}
        </div>
      </fieldset>

      <SaveBar state={state} signInAgain={words('signInAgain')} loginHref={loginHref}>
        <button type="submit" className="button" disabled={pending}>
          {t('save')}
        </button>
      </SaveBar>
    </form>
  );
}
