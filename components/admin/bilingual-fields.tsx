'use client';

import { useTranslations } from 'next-intl';
import { RichTextEditor } from './editor/rich-text-editor';
import { FieldErrors } from './field-errors';
import styles from './admin.module.css';

export interface BilingualValues {
  title: string;
  title_eng: string;
  content: string;
  content_eng: string;
}

interface BilingualFieldsProps {
  /** Prefix of the fields' ids (`posting`, `announcement`, …). */
  idPrefix: string;
  /** The back office's section whose words name the fields. */
  section: 'postings' | 'deals' | 'announcements';
  initial: BilingualValues;
  errors: Record<string, string[]>;
}

/** A record's title and body in Korean and in English: the Korean ones required, the English ones falling back to them. */
export function BilingualFields({ idPrefix, section, initial, errors }: BilingualFieldsProps) {
  const t = useTranslations(`admin.${section}`);
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: string, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id(name)}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const body = (name: 'content' | 'content_eng', label: string) => (
    <div>
      <RichTextEditor name={name} id={id(name)} label={label} initialHtml={initial[name]} invalid={Boolean(errors[name])} describedBy={errors[name] ? `${id(name)}-error` : undefined} />
      <FieldErrors id={`${id(name)}-error`} messages={errors[name]} />
    </div>
  );
  return (
    <>
      <label className={styles.field}>
        {t('titleKo')}
        <input type="text" name="title" id={id('title')} lang="ko" required maxLength={200} defaultValue={initial.title} {...described('title')} />
        <FieldErrors id={`${id('title')}-error`} messages={errors.title} />
      </label>
      <label className={styles.field}>
        {t('titleEn')}
        <input type="text" name="title_eng" id={id('title_eng')} lang="en" maxLength={200} defaultValue={initial.title_eng} {...described('title_eng', `${id('title_eng')}-hint`)} />
        <span id={`${id('title_eng')}-hint`} className={styles.hint}>
          {t('titleEnHint')}
        </span>
        <FieldErrors id={`${id('title_eng')}-error`} messages={errors.title_eng} />
      </label>
      {body('content', t('contentKo'))}
      {body('content_eng', t('contentEn'))}
    </>
  );
}
