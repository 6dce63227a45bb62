'use client';

import type { FormEvent } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import panel from '../ui/filter-panel.module.css';

interface SaleLocationPickerProps {
  /** The locations, or null when they could not be loaded (one "fetching error!" entry then). */
  options: Array<{ value: number; label: string }> | null;
  location?: number;
  labels: { location: string; select: string; view: string; required: string; codesError: string };
}

/** Choosing a location loads its sale and puts it in the address (shareable). */
export function SaleLocationPicker({ options, location, labels }: SaleLocationPickerProps) {
  const router = useRouter();
  const show = (value: string) => {
    if (!value) {
      window.alert(labels.required);
      return;
    }
    router.push(`/sale?location=${value}`, { scroll: false });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(String(new FormData(event.currentTarget).get('location') ?? ''));
  };

  return (
    <form className={panel.panel} method="get" onSubmit={submit}>
      <label className={`${panel.field} ${panel.grow}`}>
        <span>{labels.location}</span>
        <select name="location" defaultValue={location ? String(location) : ''} onChange={(event) => event.target.value && show(event.target.value)}>
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
