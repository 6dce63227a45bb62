'use client';

import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { ValidationError } from 'yup';
import { visitorMessage } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { InquirySummary, Paged } from '@/lib/api/types';
import { formatDay, storeDayOf } from '@/lib/format/dates';
import { lookupSchema } from '@/lib/validation/lookup';
import { useHistoryView } from '@/lib/hooks/use-history-view';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { DetailBoard, type BoardLabels } from '../board/detail-board';
import { Pagination, type PaginationLabels } from '../ui/pagination';
import { ScriptNeeded } from './script-needed';
import styles from './forms.module.css';
import listStyles from './my-qna.module.css';
import rows from '../ui/list-row.module.css';

export interface MyQnaLabels {
  email: string;
  password: string;
  confirm: string;
  empty: string;
  emptyHint: string;
  listTitle: string;
  date: string;
  status: string;
  category: string;
  loadError: string;
  loading: string;
  lookupAgain: string;
  /** Said when script is off: the lookup cannot be sent without it. */
  scriptNeeded: string;
  progress: Record<string, string>;
  categories: Record<string, string>;
  messages: Record<string, string>;
}

interface MyQnaProps {
  labels: MyQnaLabels;
  board: BoardLabels;
  pagination: PaginationLabels;
}

/**
 * My Q&A: the e-mail and password confirm form, then the visitor's own inquiries (paged in
 * place) and one at a time on the shared board. The password is kept only in this page's memory.
 */
export function MyQna({ labels, board, pagination }: MyQnaProps) {
  const locale = useLocale();
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [list, setList] = useState<Paged<InquirySummary> | null>(null);
  const record = useHistoryView('myQna');
  // Keyed by the lookup too: another visitor's lookup in the same tab never sees a cached record.
  const detail = useSWR(record.id !== null && credentials ? ['inquiry', record.id, credentials.email] : null, () =>
    endpoints.myInquiry(record.id!, locale),
  );
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const load = async (lookup: { email: string; password: string }, page: number) => {
    setBusy(true);
    setProblem('');
    try {
      setList(await endpoints.myInquiries(lookup, page, locale));
      setCredentials(lookup);
    } catch (error) {
      setProblem(visitorMessage(error, labels.loadError));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      const lookup = await lookupSchema.validate({ email: data.get('email'), password: data.get('password') }, { abortEarly: false });
      setErrors({});
      await load(lookup, 1);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.inner.map((item) => [item.path ?? '', labels.messages[item.message] ?? item.message])));
    }
  };

  if (record.id !== null && credentials && !detail.data) {
    return detail.error ? (
      <p role="alert" className={styles.error}>
        {labels.loadError}
      </p>
    ) : (
      <p aria-busy="true">{labels.loading}</p>
    );
  }

  if (record.id !== null && detail.data) {
    const item = detail.data;
    const progress = labels.progress[String(item.progress)];
    return (
      <DetailBoard
        title={item.title}
        created={formatDay(storeDayOf(item.created_at), locale)}
        attachments={[item.file1, item.file2, item.file3]}
        body={{ text: item.content }}
        answer={{ progress: item.progress, text: item.answer, date: item.answer_date ? formatDay(storeDayOf(item.answer_date), locale) : null }}
        list={{ onClick: record.close }}
        labels={{ ...board, progress }}
      >
        {item.inquiry_type === 2 && item.category ? (
          <p className={listStyles.category}>
            <strong>{labels.category}</strong> {labels.categories[String(item.category)]}
          </p>
        ) : null}
      </DetailBoard>
    );
  }

  if (list && credentials) {
    return (
      <section aria-labelledby="my-qna-list" aria-busy={busy}>
        <h2 id="my-qna-list" className={listStyles.title}>
          {labels.listTitle}
        </h2>
        {list.count === 0 ? (
          <div className="notice-box" role="status">
            <p>{labels.empty}</p>
            <p>{labels.emptyHint}</p>
          </div>
        ) : (
          <ul className={rows.list}>
            {list.results.map((item) => (
              <li key={item.id}>
                <button type="button" className={rows.row} onClick={() => record.open(item.id)}>
                  <strong>{item.title}</strong>
                  <span className={listStyles.meta}>
                    <span>
                      <span className="visually-hidden">{labels.date} </span>
                      {formatDay(storeDayOf(item.created_at), locale)}
                    </span>
                    <span className={listStyles.progress} data-progress={item.progress}>
                      <span className="visually-hidden">{labels.status} </span>
                      {labels.progress[String(item.progress)]}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pagination current={list.current_page} totalPages={list.total_pages} labels={pagination} onPage={(page) => void load(credentials, page)} />
        {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
        <p>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setList(null);
              setCredentials(null);
            }}
          >
            {labels.lookupAgain}
          </button>
        </p>
      </section>
    );
  }

  return (
    // method="post": the password never lands in the address, even if sent without script.
    <form className={styles.form} method="post" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
      <ScriptNeeded text={labels.scriptNeeded} />
      {(['email', 'password'] as const).map((name) => (
        <div key={name} className={styles.field}>
          <label htmlFor={`my-qna-${name}`} className={styles.label}>
            {labels[name]}
          </label>
          <input
            id={`my-qna-${name}`}
            name={name}
            type={name}
            autoComplete={name === 'email' ? 'email' : 'current-password'}
            inputMode={name === 'email' ? 'email' : undefined}
            aria-invalid={Boolean(errors[name])}
            aria-describedby={errors[name] ? `my-qna-${name}-error` : undefined}
          />
          {errors[name] ? (
            <p className={styles.error} id={`my-qna-${name}-error`}>
              {errors[name]}
            </p>
          ) : null}
        </div>
      ))}
      {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      <button type="submit" className={`button ${styles.submit}`} disabled={!hydrated} aria-disabled={busy}>
        {labels.confirm}
      </button>
    </form>
  );
}
