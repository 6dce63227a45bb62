'use client';

import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  /**
   * Each tab a link to its own panel (`#panel`): before the script runs, the panel the address's
   * #fragment names is the one in view (globals.css), so the tabs work and the layout is the
   * scripted one from the first paint; once it runs, that panel is the chosen tab.
   */
  panelLinks?: boolean;
}

/**
 * WAI-ARIA tabs with automatic activation (or manual, `manual`): one tab in the Tab order
 * (roving tabindex), arrow keys move and choose (wrapping), Home and End go to the first and last. The caller renders
 * the panels (role="tabpanel", labelled by `tabId`) and decides what "active" is kept in: state,
 * or the address (lib/hooks/use-query-tab.ts).
 */
export function TabList<K extends string | number>({ label, tabs, active, onChange, tabId, panelId, fit = false, wrap = false, hrefOf, manual = false, panelLinks = false }: TabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLElement>());
  const row = useHiddenEnds<HTMLDivElement>();
  const hydrated = useHydrated();
  const linkOf = hrefOf ?? (panelLinks ? (key: K) => `#${panelId(key)}` : undefined);

  // A panel link followed before the script ran: its panel is the chosen one.
  const followAddress = useEffectEvent(() => {
    const named = tabs.find((tab) => window.location.hash === `#${panelId(tab.key)}`);
    if (named && named.key !== active) onChange(named.key);
  });
  useEffect(() => {
    if (panelLinks) followAddress();
  }, [panelLinks]);

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
    // Tabs that are not links need script: until theirs runs they are not offered, and every panel shows (globals.css).
    <div
      ref={row}
      role="tablist"
      aria-label={label}
      className={[styles.list, fit && styles.fit, wrap && styles.wrap].filter(Boolean).join(' ')}
      data-needs-script={linkOf ? undefined : needsScript(hydrated)}
      data-panel-links={panelLinks ? needsScript(hydrated) : undefined}
    >
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
        return linkOf ? (
          <a
            key={tab.key}
            {...props}
            href={linkOf(tab.key)}
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
