import type { ReactNode } from 'react';
import { attachmentName } from '@/components/board/detail-board';
import styles from './admin.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** What a visitor sent, as label and value pairs; empty values are left out. */
export function RecordFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A record's files, each a download under its own name (reading one is audited by the file route). */
export function RecordFiles({ files, label }: { files: Array<string | null>; label: string }) {
  const present = files.filter((url): url is string => Boolean(url));
  if (!present.length) return null;
  return (
    <ul aria-label={label}>
      {present.map((url) => (
        <li key={url}>
          <a href={url} download={attachmentName(url)}>
            {attachmentName(url)}
          </a>
        </li>
      ))}
    </ul>
  );
}
