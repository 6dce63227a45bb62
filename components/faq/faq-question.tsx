import type { AppLocale } from '@/lib/i18n/routing';
import type { FaqEntry } from '@/lib/content/faq';
import { autoLink } from '@/lib/faq/auto-link';
import styles from './faq.module.css';

interface FaqQuestionProps {
  locale: AppLocale;
  entry: FaqEntry;
  /** Shown before the question (the topic, in search results). */
  topic?: string;
  open?: boolean;
  newTab: string;
}

/**
 * One question as a disclosure (details/summary): any number open at once, readable and
 * findable in the page without script, and each linkable by its id.
 */
export function FaqQuestion({ locale, entry, topic, open, newTab }: FaqQuestionProps) {
  return (
    <details id={entry.id} className={styles.item} open={open}>
      <summary className={styles.question}>
        <span className={styles.mark} aria-hidden="true">
          Q
        </span>
        <span className={styles.questionText}>
          {topic ? <span className={styles.topic}>{topic}</span> : null}
          {entry.question[locale]}
        </span>
      </summary>
      <div className={styles.answer}>
        <span className={styles.mark} aria-hidden="true">
          A
        </span>
        <div className={styles.answerText}>{autoLink(entry.answer[locale], { locale, newTab })}</div>
      </div>
    </details>
  );
}
