'use client';

import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { ValidationError } from 'yup';
import { visitorMessage } from '@/lib/api/client';
import type { Paged } from '@/lib/api/types';
import { lookupSchema } from '@/lib/validation/lookup';
import { useHistoryView } from '@/lib/hooks/use-history-view';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Pagination, type PaginationLabels } from '../ui/pagination';
import { ScriptNeeded } from '../forms/script-needed';
import styles from '../forms/forms.module.css';
import listStyles from './own-records.module.css';
import rows from '../ui/list-row.module.css';

export interface Lookup {
  email: string;
  password: string;
}

export interface OwnRecordsLabels {
  email: string;
  password: string;
  confirm: string;
  empty: string;
  emptyHint: string;
  listTitle: string;
  loadError: string;
  loading: string;
  lookupAgain: string;
  /** Everything the visitor sent, as a ZIP (issue 52): the link, and what it holds. */
  download: string;
  downloadHint: string;
  /** Taking a record back (delete an inquiry, withdraw an application): the button, its question, what is said once done, and when it failed. */
  change: string;
  changeConfirm: string;
  changeDone: string;
  changeFailed: string;
  /** Said when script is off: the lookup cannot be sent without it. */
  scriptNeeded: string;
  /** The `validation` messages, by key. */
  messages: Record<string, string>;
}

interface OwnRecordsProps<Summary extends { id: number }, Detail> {
  /** Names the history entries, the cache and the element ids (`myQna`, `careerMy`). */
  name: string;
  fetchList: (lookup: Lookup, page: number) => Promise<Paged<Summary>>;
  /** The records the lookup's cookie proved, without the password: the list after a reload or a change of language. */
  fetchProven: (page: number) => Promise<Paged<Summary>>;
  /** Forgets the lookup (its cookie): "Look up again". */
  forget: () => Promise<unknown>;
  fetchOne: (id: number) => Promise<Detail>;
  /** What a list row shows (inside its button). */
  row: (item: Summary) => ReactNode;
  /** The record on the shared board; `close` goes back to the list (as Back does). */
  detail: (item: Detail, close: () => void) => ReactNode;
  /** The API address of the visitor's download of everything they sent (their lookup's cookie goes with it). */
  exportHref: string;
  /** Takes a record back (issue 52); `closes`: the record is gone, back to the list. `open`: whether it can still be taken back. */
  change: { run: (id: number) => Promise<unknown>; closes: boolean; open: (item: Detail) => boolean };
  labels: OwnRecordsLabels;
  pagination: PaginationLabels;
}

/**
 * "Look up my own records": the e-mail and password form, then the visitor's own records
 * (paged in place), one at a time on the shared board, Back to the list, and a fresh lookup.
 * The password is kept only in this page's memory; the server's lookup cookie (half an hour,
 * for the API only) brings the list back after a reload or a change of language, until "Look up
 * again" forgets it. My Q&A and My Applications configure it.
 */
export function OwnRecords<Summary extends { id: number }, Detail>({ name, fetchList, fetchProven, forget, fetchOne, row, detail, exportHref, change, labels, pagination }: OwnRecordsProps<Summary, Detail>) {
  // The lookup the list comes from: the e-mail and password typed here, or the cookie of one made before.
  const [credentials, setCredentials] = useState<Lookup | 'proven' | null>(null);
  // Each lookup its own number: another visitor's lookup in the same tab never sees a cached record.
  const [lookupNumber, setLookupNumber] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [list, setList] = useState<Paged<Summary> | null>(null);
  const record = useHistoryView(name);
  const opened = useSWR(record.id !== null && credentials ? [name, record.id, lookupNumber] : null, () => fetchOne(record.id!));
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const hydrated = useHydrated();

  const load = async (lookup: Lookup | 'proven', page: number) => {
    setBusy(true);
    setProblem('');
    try {
      setList(await (lookup === 'proven' ? fetchProven(page) : fetchList(lookup, page)));
      if (lookup !== credentials) setLookupNumber((number) => number + 1);
      setCredentials(lookup);
    } catch (error) {
      setProblem(visitorMessage(error, labels.loadError));
    } finally {
      setBusy(false);
    }
  };

  // A lookup made in the last half hour (before a reload, or in the other language) shows its list again.
  useEffect(() => {
    let current = true;
    fetchProven(1)
      .then((found) => {
        if (current && found.count > 0) {
          setList((shown) => shown ?? found);
          setCredentials((lookup) => lookup ?? 'proven');
        }
      })
      // Nothing proved, or no answer: the form, as on a first visit.
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The record taken back: said above the list (or the record, when it stays), both read again.
  const takeBack = async (id: number) => {
    if (!window.confirm(labels.changeConfirm)) return;
    setBusy(true);
    setProblem('');
    try {
      await change.run(id);
      setNotice(labels.changeDone);
      if (change.closes) record.close();
      await opened.mutate();
      if (credentials) await load(credentials, 1);
    } catch (error) {
      setProblem(visitorMessage(error, labels.changeFailed));
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

  if (record.id !== null && credentials && !opened.data) {
    return opened.error ? (
      <p role="alert" className={styles.error}>
        {labels.loadError}
      </p>
    ) : (
      <p aria-busy="true">{labels.loading}</p>
    );
  }

  if (record.id !== null && opened.data) {
    const id = record.id;
    return (
      <>
        {notice ? (
          <p className="notice-box" role="status">
            {notice}
          </p>
        ) : null}
        {detail(opened.data, record.close)}
        {change.open(opened.data) ? (
          <p className={listStyles.change}>
            <button type="button" className="button button-outline" onClick={() => void takeBack(id)} aria-disabled={busy}>
              {labels.change}
            </button>
          </p>
        ) : null}
        {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
      </>
    );
  }

  if (list && credentials) {
    return (
      <section aria-labelledby={`${name}-list`} aria-busy={busy}>
        <h2 id={`${name}-list`} className={listStyles.title}>
          {labels.listTitle}
        </h2>
        {notice ? (
          <p className="notice-box" role="status">
            {notice}
          </p>
        ) : null}
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
                  {row(item)}
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pagination current={list.current_page} totalPages={list.total_pages} labels={pagination} onPage={(page) => void load(credentials, page)} />
        {list.count > 0 ? (
          <p className={listStyles.download}>
            {/* A plain download: the lookup's cookie goes with it, and the browser saves the ZIP. */}
            <a href={exportHref} download>
              {labels.download}
            </a>{' '}
            <span className={listStyles.hint}>{labels.downloadHint}</span>
          </p>
        ) : null}
        {problem ? <p role="alert" className={styles.error}>{problem}</p> : null}
        <p>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setList(null);
              setCredentials(null);
              // A shared computer's next visitor must not find this list on a reload.
              void forget().catch(() => undefined);
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
      {(['email', 'password'] as const).map((field) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${name}-${field}`} className={styles.label}>
            {labels[field]}
          </label>
          <input
            id={`${name}-${field}`}
            name={field}
            type={field}
            autoComplete={field === 'email' ? 'email' : 'current-password'}
            inputMode={field === 'email' ? 'email' : undefined}
            aria-invalid={Boolean(errors[field])}
            aria-describedby={errors[field] ? `${name}-${field}-error` : undefined}
          />
          {errors[field] ? (
            <p className={styles.error} id={`${name}-${field}-error`}>
              {errors[field]}
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
