'use client';

import { useRef } from 'react';
import type { LocatorStore } from './locator-types';
import type { StoreSearch } from './use-store-search';
import { TabList } from '../ui/tab-list';
import { useLocatorTexts } from './locator-texts';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { startFromForm, useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import panel from '../ui/filter-panel.module.css';
import styles from './stores.module.css';

interface StoreSearchPanelProps {
  search: StoreSearch;
  states: Array<{ code: LocatorStore['state']; name: string }>;
}

/** The two ways to search (ZIP, or state and city), the current-location and clear buttons, and the search's message. */
export function StoreSearchPanel({ search, states }: StoreSearchPanelProps) {
  const t = useLocatorTexts();
  const hydrated = useHydrated();
  const zipForm = useRef<HTMLFormElement>(null);
  const stateForm = useRef<HTMLFormElement>(null);
  // A ZIP typed or a state chosen before this script ran is kept.
  useTypedBeforeHydration(zipForm, (form) => {
    const { zip } = startFromForm({ zip: search.zip }, form);
    if (zip !== search.zip) search.changeZip(zip);
  });
  useTypedBeforeHydration(stateForm, (form) => {
    const { state, city } = startFromForm({ state: search.state, city: search.city }, form);
    if (state !== search.state) search.changeState(state);
    if (city !== search.city) search.setCity(city);
  });
  return (
    <section className={styles.search} aria-label={t('searchBy')}>
      <TabList
        label={t('searchBy')}
        tabs={[
          { key: 'zip', label: t('zipTab') },
          { key: 'state', label: t('stateTab') },
        ]}
        active={search.tab}
        onChange={search.setTab}
        tabId={(key) => `store-search-${key}`}
        panelId={(key) => `store-search-${key}-panel`}
        panelLinks
      />
      {/* Both panels are there, the other one hidden: without script the tabs are links to them
          (`#store-search-state-panel`), so the search keeps one height and nothing below it moves
          when the script runs. Each form is sent to the page's address and answered there
          (app/[locale]/(site)/location). The panel wraps its form, as `role` on a form would
          replace the form's own. */}
      <div id="store-search-zip-panel" role="tabpanel" aria-labelledby="store-search-zip" hidden={search.tab !== 'zip'}>
        <form ref={zipForm} className={panel.panel} method="get" onSubmit={search.searchZip} noValidate>
          <label className={`${panel.field} ${panel.grow}`}>
            <span>{t('zipLabel')}</span>
            <input
              type="text"
              name="zip"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              placeholder={t('zipPlaceholder')}
              value={search.zip}
              onChange={(event) => search.changeZip(event.target.value)}
            />
          </label>
          <button type="submit" className="button" disabled={search.busy}>
            {t('search')}
          </button>
        </form>
      </div>
      <div id="store-search-state-panel" role="tabpanel" aria-labelledby="store-search-state" hidden={search.tab !== 'state'}>
        <form ref={stateForm} className={panel.panel} method="get" onSubmit={search.searchState}>
          <label className={panel.field}>
            <span>{t('stateLabel')}</span>
            <select name="state" value={search.state} onChange={(event) => search.changeState(event.target.value)}>
              <option value="">{t('selectState')}</option>
              {states.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          <label className={`${panel.field} ${panel.grow}`}>
            <span>{t('cityLabel')}</span>
            <select name="city" value={search.city} onChange={(event) => search.setCity(event.target.value)} disabled={hydrated && !search.state}>
              <option value="">{t('allCities')}</option>
              {search.cities.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
      </div>
      {/* Hidden until the script runs, in its place: the map and the list below stay where they are. */}
      <div className={styles.searchActions} data-needs-script-place={needsScript(hydrated)}>
        <button type="button" className="button button-outline" onClick={search.searchHere} disabled={search.busy}>
          {t('currentLocation')}
        </button>
        <button type="button" className="button button-outline" onClick={search.clear}>
          {t('clear')}
        </button>
      </div>
      <p className={styles.message} role="status" aria-live="polite">
        {search.message}
      </p>
    </section>
  );
}
