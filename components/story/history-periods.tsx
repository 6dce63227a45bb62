'use client';

import { useState, type ReactNode } from 'react';
import { TabList } from '@/components/ui/tab-list';
import styles from './story.module.css';

interface HistoryPeriodsProps {
  label: string;
  periods: Array<{ key: string; label: string; content: ReactNode }>;
}

/** The three history periods (spec: history period 1-3) as tabs; without script every period shows. */
export function HistoryPeriods({ label, periods }: HistoryPeriodsProps) {
  const [active, setActive] = useState(periods[0]?.key ?? '');
  return (
    <>
      <TabList
        label={label}
        tabs={periods.map(({ key, label: name }) => ({ key, label: name }))}
        active={active}
        onChange={setActive}
        tabId={(key) => `history-tab-${key}`}
        panelId={(key) => `history-panel-${key}`}
        fit
      />
      {periods.map(({ key, content }) => (
        <div key={key} id={`history-panel-${key}`} role="tabpanel" aria-labelledby={`history-tab-${key}`} hidden={key !== active} className={styles.period}>
          {content}
        </div>
      ))}
    </>
  );
}
