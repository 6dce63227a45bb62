'use client';

import { RichTextEditor, type EditorLabels } from './editor/rich-text-editor';
import { FieldErrors } from './field-errors';
import type { AppLocale } from '@/lib/i18n/routing-locales';
import styles from './admin.module.css';

export interface BilingualValues {
  title: string;
  title_eng: string;
  content: string;
  content_eng: string;
}

export interface BilingualLabels {
  title: string;
  titleEng: string;
  titleEngHint: string;
  content: string;
  contentEng: string;
}

interface BilingualFieldsProps {
  /** Prefix of the fields' ids (`posting`, `notice`, …). */
  idPrefix: string;
  initial: BilingualValues;
  labels: BilingualLabels;
  editorLabels: EditorLabels;
  errors: Record<string, string[]>;
  locale: AppLocale;
}

/** A record's title and body in Korean and in English: the Korean ones required, the English ones falling back to them. */
export function BilingualFields({ idPrefix, initial, labels, editorLabels, errors, locale }: BilingualFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id(name)}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const body = (name: 'content' | 'content_eng', label: string) => (
    <div>
      <RichTextEditor name={name} id={id(name)} label={label} initialHtml={initial[name]} labels={editorLabels} locale={locale} invalid={Boolean(errors[name])} describedBy={errors[name] ? `${id(name)}-error` : undefined} />
      <FieldErrors id={`${id(name)}-error`} messages={errors[name]} />
    </div>
  );
  return (
    <>
      <label className={styles.field}>
        {labels.title}
        <input type="text" name="title" id={id('title')} lang="ko" required maxLength={200} defaultValue={initial.title} {...described('title')} />
        <FieldErrors id={`${id('title')}-error`} messages={errors.title} />
      </label>
      <label className={styles.field}>
        {labels.titleEng}
        <input type="text" name="title_eng" id={id('title_eng')} lang="en" maxLength={200} defaultValue={initial.title_eng} {...described('title_eng', `${id('title_eng')}-hint`)} />
        <span id={`${id('title_eng')}-hint`} className={styles.hint}>
          {labels.titleEngHint}
        </span>
        <FieldErrors id={`${id('title_eng')}-error`} messages={errors.title_eng} />
      </label>
      {body('content', labels.content)}
      {body('content_eng', labels.contentEng)}
    </>
  );
}
