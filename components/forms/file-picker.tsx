'use client';

import { useId, useRef } from 'react';
import { formatTemplate } from '@/lib/i18n/format-template';
import { fileListErrors } from '@/lib/validation/file-rules';
import { ALLOWED_FILE_EXTENSIONS } from '@/lib/validation/limits';
import styles from './forms.module.css';

interface FilePickerProps {
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
  required: boolean;
  error?: string;
  labels: { choose: string; remove: string; none: string; required: string };
  /** Messages for the file rules (keys of `validation`). */
  messages: Record<string, string>;
}

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * Up to 3 files of 10 MB with allowed extensions. A choice that breaks a rule is refused with an
 * alert (spec) and the files chosen before stay; chosen files are listed with their size and can
 * be removed one by one.
 */
export function FilePicker({ label, hint, files, onChange, required, error, labels, messages }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const add = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    const problem = fileListErrors(next);
    if (input.current) input.current.value = '';
    if (problem) {
      window.alert(messages[problem] ?? problem);
      return;
    }
    onChange(next);
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        {required ? <span className={styles.required}> ({labels.required})</span> : null}
      </span>
      <p className={styles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <label className={`button button-outline ${styles.fileButton}`}>
        {labels.choose}
        <input
          ref={input}
          type="file"
          multiple
          className="visually-hidden"
          accept={ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={Boolean(error)}
          onChange={(event) => add(event.target.files)}
        />
      </label>
      {files.length ? (
        <ul className={styles.fileList}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} <span className={styles.hint}>({size(file.size)})</span>
              </span>
              <button type="button" className={styles.remove} onClick={() => onChange(files.filter((_, i) => i !== index))} aria-label={formatTemplate(labels.remove, { name: file.name })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{labels.none}</p>
      )}
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
