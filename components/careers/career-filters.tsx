'use client';

import { startTransition, useOptimistic, useRef, useState } from 'react';
import { Link, useRouter } from '@/lib/i18n/client-navigation';
import { keepFocus } from '@/lib/hooks/keep-focus';
import { useHydrated, withoutScript } from '@/lib/hooks/use-hydrated';
import { careerListHref, careerListQuery, type CareerListQuery } from '@/lib/careers/career-query';
import { formParams, useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import { disabledOptions, toggleFilter, type CareerFilters as Filters, type DisabledReason } from '@/lib/careers/filter-rules';
import styles from './careers.module.css';

export interface FilterOption {
  value: number;
  label: string;
}

export interface CareerFilterLabels {
  filters: string;
  showFilters: string;
  hideFilters: string;
  location: string;
  jobCategory: string;
  employmentType: string;
  clear: string;
  apply: string;
  disabled: Record<DisabledReason, string>;
}

interface CareerFiltersProps {
  query: CareerListQuery;
  options: { cities: FilterOption[]; jobTypes: FilterOption[]; careerTypes: FilterOption[] };
  labels: CareerFilterLabels;
}

/**
 * Whether the visitor opened the panel (phones), kept across the list's pages: the plain list is a
 * cached view, another route segment than a filtered one (lib/routing/cached-views.ts), so the
 * first checkbox draws the panel afresh, and it must not fold away under the visitor's finger.
 */
let openedPanel = false;

const GROUPS = [
  { group: 'cities', label: 'location' },
  { group: 'jobTypes', label: 'jobCategory' },
  { group: 'careerTypes', label: 'employmentType' },
] as const;

/**
 * The filter panel: a GET form of checkboxes (it works without script: the button sends it);
 * with script every click applies at once and the list below updates in place. The spec's rules
 * disable and uncheck options, and each disabled option says why. Folded away below 769 px.
 */
export function CareerFilters({ query, options, labels }: CareerFiltersProps) {
  const router = useRouter();
  const [open, setOpen] = useState(() => openedPanel);
  const hydrated = useHydrated();
  // A click shows at once; the address (and the list) follow when the server has answered.
  const [shown, setShown] = useOptimistic(query);
  const allCities = options.cities.map((option) => option.value);
  const allJobTypes = options.jobTypes.map((option) => option.value);
  const disabled = disabledOptions(shown, allCities, allJobTypes);
  const reasonOf = (group: keyof Filters, value: number) => (group === 'cities' ? disabled.cities.get(value) : group === 'jobTypes' ? disabled.jobTypes.get(value) : undefined);

  // Said by screen readers as the rules change: which options are now disabled, and why.
  const ruledOut = (['cities', 'jobTypes'] as const).flatMap((group) => {
    const byReason = new Map<DisabledReason, string[]>();
    for (const option of options[group]) {
      const reason = reasonOf(group, option.value);
      if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), option.label]);
    }
    return [...byReason].map(([reason, names]) => `${labels.disabled[reason]}: ${names.join(', ')}.`);
  });

  const form = useRef<HTMLFormElement>(null);
  // Boxes ticked before this script ran are applied, in the panel left open; a panel opened
  // before it (its toggle event went unheard) stays open.
  useTypedBeforeHydration(form, (element) => {
    if (element.closest('details')?.open) {
      openedPanel = true;
      setOpen(true);
    }
    const ticked = careerListQuery(formParams(element));
    if (GROUPS.every(({ group }) => ticked[group].join() === query[group].join())) return;
    const next = { ...ticked, ordering: query.ordering, page: 1 };
    openedPanel = true;
    setOpen(true);
    startTransition(() => {
      setShown(next);
      router.push(careerListHref(next), { scroll: false });
    });
  });

  const toggle = (group: keyof Filters, value: number) => {
    const next = { ...toggleFilter(shown, group, value, allCities, allJobTypes), ordering: shown.ordering, page: 1 };
    startTransition(() => {
      setShown(next);
      // The checkbox in use keeps its focus across the navigation.
      keepFocus();
      router.push(careerListHref(next), { scroll: false });
    });
  };

  return (
    // A native disclosure: folded below 769 px from the first paint and opened without script;
    // wider, CSS shows it always. Hydration keeps what the page shows (no shift), open or not.
    <details
      className={styles.filterBox}
      open={open}
      suppressHydrationWarning
      onToggle={(event) => {
        openedPanel = event.currentTarget.open;
        setOpen(openedPanel);
      }}
    >
      <summary className={`button button-outline ${styles.filterToggle}`}>
        <span className={styles.whenClosed}>{labels.showFilters}</span>
        <span className={styles.whenOpen}>{labels.hideFilters}</span>
      </summary>
      <form ref={form} id="career-filters" className={styles.filters} method="get" action="" aria-label={labels.filters}>
        {GROUPS.map(({ group, label }) => (
          <fieldset key={group} className={styles.group}>
            <legend>{labels[label]}</legend>
            {options[group].map((option) => {
              const reason = reasonOf(group, option.value);
              const id = `filter-${group}-${option.value}`;
              return (
                <div key={option.value} className={styles.option} data-disabled={Boolean(reason)}>
                  <input
                    type="checkbox"
                    id={id}
                    name={group}
                    value={option.value}
                    checked={shown[group].includes(option.value)}
                    disabled={Boolean(reason)}
                    aria-describedby={reason ? `${id}-why` : undefined}
                    onChange={() => toggle(group, option.value)}
                  />
                  <label htmlFor={id}>{option.label}</label>
                  {reason ? (
                    <span id={`${id}-why`} className={styles.reason}>
                      {labels.disabled[reason]}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
        {query.ordering === 'due_date' ? <input type="hidden" name="ordering" value="due_date" /> : null}
        <p role="status" className="visually-hidden">
          {ruledOut.join(' ')}
        </p>
        <div className={styles.filterActions}>
          <button type="submit" className="button" data-without-script={withoutScript(hydrated)}>
            {labels.apply}
          </button>
          <Link href={careerListHref({ cities: [], jobTypes: [], careerTypes: [], ordering: query.ordering, page: 1 })} className="button button-outline" scroll={false}>
            {labels.clear}
          </Link>
        </div>
      </form>
    </details>
  );
}
