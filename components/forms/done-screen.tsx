import { Link } from '@/lib/i18n/navigation';
import styles from './forms.module.css';

/** What replaces a form once it is sent: a heading, a line, and where to go next. */
export function DoneScreen({ title, text, links }: { title: string; text: string; links: Array<{ href: string; label: string }> }) {
  return (
    <section className={styles.done} aria-labelledby="form-done" role="status">
      <h2 id="form-done">{title}</h2>
      <p>{text}</p>
      <div className={styles.doneActions}>
        {links.map((link, index) => (
          <Link key={link.href} href={link.href} className={index === 0 ? 'button button-outline' : 'button'}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
