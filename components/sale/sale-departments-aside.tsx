import type { ShownDepartment } from './sale-week-items';
import { MyListLink } from './my-list-link';
import styles from './sale-items.module.css';

interface SaleDepartmentsAsideProps {
  departments: readonly ShownDepartment[];
  labels: { heading: string; departmentsNav: string; myList: string };
}

/**
 * On a wide screen, beside the flyer and the items: the week's departments with how many items
 * each has, as plain links to their lists, and My list; it stays in view as the page scrolls.
 * Narrower screens have the department bar above the items instead (the style sheet shows one).
 */
export function SaleDepartmentsAside({ departments, labels }: SaleDepartmentsAsideProps) {
  return (
    <nav aria-label={labels.departmentsNav} className={styles.departmentsAside}>
      <p className={styles.asideTitle}>{labels.heading}</p>
      <ul>
        {departments.map(({ department, heading, items }) => (
          <li key={department}>
            <a href={`#sale-items-${department}`}>
              {heading}
              <span className={styles.asideCount}>{items.length}</span>
            </a>
          </li>
        ))}
      </ul>
      <MyListLink label={labels.myList} />
    </nav>
  );
}
