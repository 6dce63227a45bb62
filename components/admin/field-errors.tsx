import styles from './admin.module.css';

/** A field's messages, tied to its input by `id` (aria-describedby). */
export function FieldErrors({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <span id={id} className={styles.fieldError}>
      {messages.join(' ')}
    </span>
  );
}
