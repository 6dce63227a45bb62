import { MainMenu } from './main-menu';
import { NavLink } from './nav-link';
import styles from './main-nav.module.css';

interface MainNavProps {
  links: ReadonlyArray<{ href: string; label: string }>;
  labels: { nav: string; open: string; close: string };
}

/** The six header links, rendered on the server; the folding menu is a client leaf (main-menu.tsx). */
export function MainNav({ links, labels }: MainNavProps) {
  return (
    <MainMenu labels={labels}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink href={link.href} className={styles.link} section>
            {link.label}
          </NavLink>
        </li>
      ))}
    </MainMenu>
  );
}
