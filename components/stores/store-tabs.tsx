'use client';

import { useState, type ReactNode } from 'react';
import { TabList } from '../ui/tab-list';
import { warmStorePanels } from './lazy-store-panels';
import styles from './store-detail.module.css';

interface StoreTabsProps {
  label: string;
  /** `fallback` stands in a panel not chosen yet: links that work without script (where the content loads with it). */
  tabs: Array<{ id: string; label: string; content: ReactNode; fallback?: ReactNode }>;
}

/** The store page's tabs; a panel is rendered once first chosen (deals and flyers load then). */
export function StoreTabs({ label, tabs }: StoreTabsProps) {
  const [active, setActive] = useState(tabs[0]!.id);
  const [seen, setSeen] = useState(() => new Set([tabs[0]!.id]));

  const choose = (id: string) => {
    setActive(id);
    setSeen((previous) => new Set(previous).add(id));
  };

  return (
    // A move toward the tabs fetches the panels' code, ahead of the choice.
    <div className={styles.tabs} onPointerEnter={warmStorePanels} onFocus={warmStorePanels}>
      <TabList
        label={label}
        tabs={tabs.map((tab) => ({ key: tab.id, label: tab.label }))}
        active={active}
        onChange={choose}
        tabId={(id) => `store-tab-${id}`}
        panelId={(id) => `store-panel-${id}`}
        fit
      />
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`store-panel-${tab.id}`} aria-labelledby={`store-tab-${tab.id}`} hidden={tab.id !== active} className={styles.panel}>
          {seen.has(tab.id) ? tab.content : (tab.fallback ?? null)}
        </div>
      ))}
    </div>
  );
}
