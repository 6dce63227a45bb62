import type { ReactNode } from 'react';
import styles from './admin.module.css';

interface AdminTableProps {
  /** The table's name (its scroll region is a landmark a keyboard can focus and scroll). */
  label: string;
  columns: string[];
  children: ReactNode;
}

/** A back-office table: column headers, rows given as children, scrolling sideways on a phone. */
export function AdminTable({ label, columns, children }: AdminTableProps) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
