'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHiddenEnds } from '@/lib/hooks/use-hidden-ends';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
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
  /** Tabs as chips that wrap onto more rows (many topics): none is ever hidden off the side. */
  wrap?: boolean;
  /** Each tab's address, when the tab is kept in the address: the tabs are then links, so they work without script. */
  hrefOf?: (key: K) => string;
  /** Arrow keys only move the focus; Enter or a click chooses (for tabs that load a page). */
  manual?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation (or manual, `manual`): one tab in the Tab order
 * (roving tabindex), arrow keys move and choose (wrapping), Home and End go to the first and last. The caller renders
 * the panels (role="tabpanel", labelled by `tabId`) and decides what "active" is kept in: state,
 * or the address (lib/hooks/use-query-tab.ts).
 */
export function TabList<K extends string | number>({ label, tabs, active, onChange, tabId, panelId, fit = false, wrap = false, hrefOf, manual = false }: TabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLElement>());
  const row = useHiddenEnds<HTMLDivElement>();
  const hydrated = useHydrated();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = tabs.length - 1;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? last : step ? (index + step + tabs.length) % tabs.length : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = tabs[target]!.key;
    if (!manual) onChange(next);
    buttons.current.get(next)?.focus();
  };

  return (
    // Tabs that are not addresses need script: until theirs runs they are not offered, and every panel shows (globals.css).
    <div ref={row} role="tablist" aria-label={label} className={[styles.list, fit && styles.fit, wrap && styles.wrap].filter(Boolean).join(' ')} data-needs-script={hrefOf ? undefined : needsScript(hydrated)}>
      {tabs.map((tab, index) => {
        const props = {
          ref: (node: HTMLElement | null) => {
            if (node) buttons.current.set(tab.key, node);
            else buttons.current.delete(tab.key);
          },
          role: 'tab',
          id: tabId(tab.key),
          'aria-selected': tab.key === active,
          'aria-controls': panelId(tab.key),
          tabIndex: tab.key === active ? 0 : -1,
          className: styles.tab,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
        };
        return hrefOf ? (
          <a
            key={tab.key}
            {...props}
            href={hrefOf(tab.key)}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onChange(tab.key);
            }}
          >
            {tab.label}
          </a>
        ) : (
          <button key={tab.key} {...props} type="button" onClick={() => onChange(tab.key)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
