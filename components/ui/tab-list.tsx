'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

interface TabListProps<K extends string | number> {
  /** The tab list's accessible name. */
  label: string;
  tabs: Array<TabItem<K>>;
  active: K;
  onChange: (key: K) => void;
  /** The id of a tab, and of the panel it controls (several tabs may share one panel). */
  tabId: (key: K) => string;
  panelId: (key: K) => string;
  /** Tabs share the row by their length and may wrap (tabs.module.css `.fit`). */
  fit?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving tabindex), arrow
 * keys move and choose (wrapping), Home and End go to the first and last. The caller renders
 * the panels (role="tabpanel", labelled by `tabId`) and decides what "active" is kept in: state,
 * or the address (lib/hooks/use-query-tab.ts).
 */
export function TabList<K extends string | number>({ label, tabs, active, onChange, tabId, panelId, fit = false }: TabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : step ? (index + step + tabs.length) % tabs.length : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = tabs[target]!.key;
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={fit ? `${styles.list} ${styles.fit}` : styles.list}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(node) => {
            if (node) buttons.current.set(tab.key, node);
            else buttons.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabId(tab.key)}
          aria-selected={tab.key === active}
          aria-controls={panelId(tab.key)}
          tabIndex={tab.key === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
