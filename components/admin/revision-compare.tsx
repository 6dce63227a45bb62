import { Fragment, type ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { compareRevisions, partsFor, type DiffPart, type DisplayValue, type FieldComparison, type RevisionField, type RevisionSnapshot } from '@/lib/admin/revision-diff';
import { formatDay, formatMoment } from '@/lib/format/dates';
import styles from './admin.module.css';

interface RevisionCompareProps {
  fields: readonly RevisionField[];
  older: RevisionSnapshot;
  newer: RevisionSnapshot;
  /** Who saved each revision and when, as the page words it. */
  olderLabel: ReactNode;
  newerLabel: ReactNode;
}

/** The words the comparison shows besides the record's own, in the staff member's language. */
interface Words {
  locale: string;
  removed: string;
  removedEnd: string;
  added: string;
  addedEnd: string;
  empty: string;
  yes: string;
  no: string;
  file: (id: number) => string;
  day: (isoDate: string) => string;
  moment: (iso: string) => string;
}

/** A value in words; null when empty. */
function valueText(value: DisplayValue, words: Words): string | null {
  switch (value.type) {
    case 'empty':
      return null;
    case 'text':
      return value.text;
    case 'date':
      return words.day(value.date);
    case 'datetime':
      return words.moment(value.iso);
    case 'boolean':
      return value.value ? words.yes : words.no;
    case 'file':
      return words.file(value.id);
    case 'list':
      return value.items.join(', ');
  }
}

/** "(empty)", in staff's language even where the field is written in the other. */
function Empty({ words }: { words: Words }) {
  return (
    <span className={styles.compareEmpty} lang={words.locale}>
      {words.empty}
    </span>
  );
}

/**
 * A removal or an addition: struck through or underlined on a tint for the eye, and said in
 * words where it starts and ends for a screen reader. Spaces after it stay outside the mark.
 */
function Mark({ part, words }: { part: DiffPart; words: Words }) {
  const text = part.value.trimEnd();
  const Tag = part.added ? 'ins' : 'del';
  return (
    <>
      <Tag>
        <span className="visually-hidden" lang={words.locale}>
          {part.added ? words.added : words.removed}{' '}
        </span>
        {text}
        <span className="visually-hidden" lang={words.locale}>
          {' '}
          {part.added ? words.addedEnd : words.removedEnd}
        </span>
      </Tag>
      {part.value.slice(text.length)}
    </>
  );
}

const marked = (part: DiffPart, words: Words) => (part.added || part.removed ? <Mark part={part} words={words} /> : part.value);

/** One side of a changed field: its words or items with what the other side lacks marked, or its value marked whole. */
function Side({ comparison, side, words }: { comparison: FieldComparison; side: 'older' | 'newer'; words: Words }) {
  const { field, parts, sameWords } = comparison;
  if (parts && !sameWords) {
    const shown = partsFor(parts, side).filter((part) => part.value);
    if (!shown.length) return <Empty words={words} />;
    if (field.kind === 'list') {
      return (
        <ul className={styles.compareList} lang={field.lang}>
          {shown.map((part, index) => (
            <li key={index}>{marked(part, words)}</li>
          ))}
        </ul>
      );
    }
    return (
      <p className={styles.compareText} lang={field.lang}>
        {shown.map((part, index) => (
          <Fragment key={index}>{marked(part, words)}</Fragment>
        ))}
      </p>
    );
  }
  const value = comparison[side];
  const text = valueText(value, words);
  if (text === null) return <Empty words={words} />;
  const lang = value.type === 'text' || value.type === 'list' ? field.lang : undefined;
  return (
    <p className={styles.compareText} lang={lang}>
      {sameWords ? text : <Mark part={side === 'older' ? { value: text, removed: true } : { value: text, added: true }} words={words} />}
    </p>
  );
}

/**
 * Two revisions of a record side by side: each changed field with its value before and after
 * (words and list items marked), then the fields with no change, folded away. Stored HTML is
 * shown as its text, never as markup.
 */
export async function RevisionCompare({ fields, older, newer, olderLabel, newerLabel }: RevisionCompareProps) {
  const t = await getTranslations('admin.revisions');
  const locale = await getLocale();
  const words: Words = {
    locale,
    removed: t('removed'),
    removedEnd: t('removedEnd'),
    added: t('added'),
    addedEnd: t('addedEnd'),
    empty: t('empty'),
    yes: t('yes'),
    no: t('no'),
    file: (id) => t('file', { id }),
    day: (isoDate) => formatDay(isoDate, locale),
    moment: (iso) => formatMoment(iso, locale),
  };
  const comparisons = compareRevisions(fields, older, newer);
  const changed = comparisons.filter((comparison) => comparison.changed);
  const unchanged = comparisons.filter((comparison) => !comparison.changed);

  return (
    <section className={styles.card} aria-labelledby="revision-compare-title">
      <h2 id="revision-compare-title">{t('title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('older')}</dt>
          <dd>{olderLabel}</dd>
        </div>
        <div>
          <dt>{t('newer')}</dt>
          <dd>{newerLabel}</dd>
        </div>
      </dl>
      <p>{t('changed', { count: changed.length })}</p>
      {changed.map((comparison) => (
        <div key={comparison.field.key} className={styles.change}>
          <h3>{comparison.field.label}</h3>
          <dl className={styles.sides}>
            <div>
              <dt>{t('older')}</dt>
              <dd>
                <Side comparison={comparison} side="older" words={words} />
              </dd>
            </div>
            <div>
              <dt>{t('newer')}</dt>
              <dd>
                <Side comparison={comparison} side="newer" words={words} />
              </dd>
            </div>
          </dl>
          {comparison.sameWords ? <p className={styles.hint}>{t('sameWords')}</p> : null}
        </div>
      ))}
      {unchanged.length ? (
        <details className={styles.unchanged}>
          <summary>{t('unchanged', { count: unchanged.length })}</summary>
          <dl className={styles.facts}>
            {unchanged.map(({ field, newer: value }) => {
              const text = valueText(value, words);
              return (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd className={styles.compareText} lang={text !== null && (value.type === 'text' || value.type === 'list') ? field.lang : undefined}>
                    {text ?? <Empty words={words} />}
                  </dd>
                </div>
              );
            })}
          </dl>
        </details>
      ) : null}
    </section>
  );
}
