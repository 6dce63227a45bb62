'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import tabStyles from '../ui/tabs.module.css';
import styles from './store-detail.module.css';

interface StoreTabsProps {
  label: string;
  tabs: Array<{ id: string; label: string; content: ReactNode }>;
}

/** The store page's tabs; a panel is rendered once first chosen (deals and flyers load then). */
export function StoreTabs({ label, tabs }: StoreTabsProps) {
  const [active, setActive] = useState(tabs[0]!.id);
  const [seen, setSeen] = useState(() => new Set([tabs[0]!.id]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const choose = (id: string) => {
    setActive(id);
    setSeen((previous) => new Set(previous).add(id));
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = tabs[(index + delta + tabs.length) % tabs.length]!.id;
    choose(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={`${tabStyles.list} ${tabStyles.fit}`}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node);
            }}
            type="button"
            role="tab"
            id={`store-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`store-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={tabStyles.tab}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => onKey(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`store-panel-${tab.id}`} aria-labelledby={`store-tab-${tab.id}`} hidden={tab.id !== active} className={styles.panel}>
          {seen.has(tab.id) ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
