'use client';

import { useState } from 'react';
import { FieldErrors } from './field-errors';
import { pictureChoices } from './product-choices';
import styles from './admin.module.css';

/** A food picture chosen by its name, shown beside the choice as it changes. */
export function PictureField({ idPrefix, name, label, initial, errors }: { idPrefix: string; name: string; label: string; initial: string; errors?: string[] }) {
  const [picture, setPicture] = useState(initial);
  const error = `${idPrefix}-${name}-error`;
  return (
    <label className={styles.field}>
      {label}
      <span className={styles.pictureChoice}>
        <select name={name} defaultValue={initial} onChange={(event) => setPicture(event.target.value)} aria-invalid={errors ? true : undefined} aria-describedby={errors ? error : undefined}>
          {pictureChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {/* eslint-disable-next-line @next/next/no-img-element -- a small local render, shown as staff choose it */}
        {picture ? <img src={`/images/food/${picture}.webp`} alt="" width={48} height={48} /> : null}
      </span>
      <FieldErrors id={error} messages={errors} />
    </label>
  );
}
