import type { AppLocale } from '@/lib/i18n/routing';
import type { PickedText } from '@/lib/i18n/in-language';
import styles from './fallback-text.module.css';

/** Per language: the tag's visible word (the language's own name) and what a screen reader says instead. */
export type FallbackTags = Record<AppLocale, { tag: string; label: string }>;

/**
 * A record's text (`pickText`). When it is in the other language than the page's (an English
 * page showing a deal that has only a Korean title), it is marked with its `lang`, so that a
 * screen reader pronounces it right, and followed by a small tag naming that language, so that
 * a reader knows why. No hooks: server components and client leaves share it (tags as props).
 */
export function FallbackText({ picked, tags }: { picked: PickedText; tags: FallbackTags }) {
  if (!picked.lang) return picked.text;
  const { tag, label } = tags[picked.lang];
  return (
    <>
      <span lang={picked.lang}>{picked.text}</span>
      <span className={styles.tag}>
        <span aria-hidden="true" lang={picked.lang}>
          {tag}
        </span>
        <span className="visually-hidden"> {label}</span>
      </span>
    </>
  );
}
