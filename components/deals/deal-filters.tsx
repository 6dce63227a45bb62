'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from '@/lib/i18n/client-navigation';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { queryString } from '@/lib/search-params';
import { startFromForm, useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import panel from '../ui/filter-panel.module.css';

interface DealFiltersProps {
  /** Where the filters go: /event, or a store page's deals tab. */
  basePath: string;
  locations: Array<{ value: number; label: string }>;
  location: number;
  search: string;
  labels: { filters: string; location: string; searchLabel: string; searchPlaceholder: string; search: string };
}

/**
 * Location and keyword. A plain GET form, so it works before the script loads; with the
 * script, the location applies as soon as it is chosen and the keyword on the button or Enter.
 */
export function DealFilters({ basePath, locations, location, search, labels }: DealFiltersProps) {
  const router = useRouter();
  const [keyword, setKeyword] = useState(search);
  const form = useRef<HTMLFormElement>(null);
  // A keyword typed before this script ran is the one Search sends.
  useTypedBeforeHydration(form, (element) => setKeyword(startFromForm({ search }, element).search));

  const go = (nextLocation: number, nextKeyword: string) => {
    // The control in use keeps its focus across the navigation.
    keepFocus();
    router.push(`${basePath}${queryString({ location: nextLocation, search: nextKeyword.trim() })}`, { scroll: false });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go(Number(data.get('location') ?? 0), keyword);
  };

  return (
    <form ref={form} className={panel.panel} role="search" aria-label={labels.filters} method="get" onSubmit={submit}>
      <label className={panel.field}>
        <span>{labels.location}</span>
        <select name="location" defaultValue={String(location)} onChange={(event) => go(Number(event.target.value), keyword)}>
          {locations.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className={`${panel.field} ${panel.grow}`}>
        <span>{labels.searchLabel}</span>
        <input type="search" name="search" value={keyword} maxLength={100} placeholder={labels.searchPlaceholder} onChange={(event) => setKeyword(event.target.value)} />
      </label>
      <button type="submit" className="button">
        {labels.search}
      </button>
    </form>
  );
}
