import styles from './preview-bar.module.css';

/** The bar over a staff preview: what it is, and the way out (a plain link: it works before any script). */
export function PreviewBar({ text, exit, exitHref }: { text: string; exit: string; exitHref: string }) {
  return (
    <div className={styles.bar} role="status">
      <strong>{text}</strong>
      <a href={exitHref} className={styles.exit}>
        {exit}
      </a>
    </div>
  );
}
