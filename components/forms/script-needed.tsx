import styles from './forms.module.css';

/** Shown only when script is off: the form cannot be sent, said before anything is typed. */
export function ScriptNeeded({ text }: { text: string }) {
  return (
    <noscript>
      <p className={styles.summary}>{text}</p>
    </noscript>
  );
}
