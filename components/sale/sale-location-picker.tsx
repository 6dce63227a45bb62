'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from '@/lib/i18n/client-navigation';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { saleHref } from '@/lib/content/sale-regions';
import panel from '../ui/filter-panel.module.css';
import styles from './sale-location-picker.module.css';

interface SaleLocationPickerProps {
  /** The locations, or null when they could not be loaded (one "fetching error!" entry then). */
  options: Array<{ value: number; label: string }> | null;
  location?: number;
  labels: { location: string; select: string; view: string; required: string; codesError: string };
}

/** Choosing a location opens its sale's page; without script the form asks `/sale?location=N`, which redirects there. */
export function SaleLocationPicker({ options, location, labels }: SaleLocationPickerProps) {
  const router = useRouter();
  // The choice shows at once and follows the address afterwards (Back and Forward included).
  const current = location ? String(location) : '';
  const [chosen, setChosen] = useState({ value: current, for: current });
  if (chosen.for !== current) setChosen({ value: current, for: current });
  const show = (value: string) => {
    if (!value) {
      window.alert(labels.required);
      return;
    }
    keepFocus();
    router.push(saleHref(Number(value)), { scroll: false });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(String(new FormData(event.currentTarget).get('location') ?? ''));
  };

  return (
    <form className={styles.picker} method="get" onSubmit={submit}>
      <label className={`${panel.field} ${styles.field}`}>
        <span>{labels.location}</span>
        <select
          name="location"
          value={chosen.value}
          onChange={(event) => {
            setChosen({ value: event.target.value, for: current });
            if (event.target.value) show(event.target.value);
          }}
        >
          {options ? (
            <>
              <option value="">{labels.select}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          ) : (
            <option value="">{labels.codesError}</option>
          )}
        </select>
      </label>
      <button type="submit" className="button">
        {labels.view}
      </button>
    </form>
  );
}
