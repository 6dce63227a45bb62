'use client';

import { TabList } from './tab-list';

interface PageTabsProps {
  label: string;
  /** Each tab's address: a page of its own. */
  tabs: Array<{ key: string; label: string; href: string }>;
  active: string;
  /** The one panel the tabs share: the page shows only the active tab's content. */
  panelId: string;
  idPrefix: string;
  /** Where the chosen tab's page opens: the id of the tabs' section. */
  landing: string;
  /** Chips that wrap (TabList `wrap`). */
  wrap?: boolean;
}

/**
 * Tabs of a page rendered at build time whose tab is in the address (lib/content/static-tabs.ts).
 * Each tab is a link to its own prerendered page, opened at the tabs (`#landing`), so choosing
 * one shows its content with or without script. A full load, on purpose: Next's router reuses a
 * static page's payload whatever the query, so a soft navigation would change only the address.
 * Arrow keys move between the tabs; Enter or a click opens one.
 */
export function PageTabs({ label, tabs, active, panelId, idPrefix, landing, wrap }: PageTabsProps) {
  const hrefOf = (key: string) => `${tabs.find((tab) => tab.key === key)?.href ?? ''}#${landing}`;
  return (
    <TabList
      label={label}
      tabs={tabs}
      active={active}
      tabId={(key) => `${idPrefix}-tab-${key}`}
      panelId={() => panelId}
      hrefOf={hrefOf}
      manual
      wrap={wrap}
      onChange={(key) => {
        if (key !== active) window.location.assign(hrefOf(key));
      }}
    />
  );
}
