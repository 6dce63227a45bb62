import styles from './admin.module.css';

/** Recovery codes just made, shown this once: what to do with them, then the list. */
export function RecoveryCodes({ codes, labels }: { codes: string[]; labels: { title: string; keep: string } }) {
  return (
    <section className={styles.recovery} aria-labelledby="recovery-codes">
      <h2 id="recovery-codes">{labels.title}</h2>
      <p>{labels.keep}</p>
      <ol className={styles.recoveryList} translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
