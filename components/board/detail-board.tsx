import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/client-navigation';
import { formatTemplate } from '@/lib/i18n/format-template';
import type { SafeHtml } from '@/lib/html/safe-html';
import type { ContextTarget } from '@/lib/board/list-context';
import { ContextLink } from './context-link';
import { FallbackText, type FallbackTags } from '@/components/ui/fallback-text';
import type { AppLocale } from '@/lib/i18n/routing';
import styles from './detail-board.module.css';
import richText from '@/components/rich-text/rich-text.module.css';

/** An address, or a link that keeps the list the post was opened from (lib/board/list-context.ts). */
export type BoardHref = string | ContextTarget;

export interface BoardLink {
  href: BoardHref;
  title: string;
  /** The title's language when it is not the page's (`pickText`). */
  lang?: AppLocale;
}

export interface BoardLabels {
  created: string;
  period: string;
  attachments: string;
  /** "Download {name}" (ICU): `name` is the file's name. */
  download: string;
  answer: string;
  answerDate: string;
  previous: string;
  next: string;
  noPrevious: string;
  noNext: string;
  adjacent: string;
  list: string;
  /** The tag after a title shown in the other language. */
  fallback: FallbackTags;
  progress?: string;
}

export interface DetailBoardProps {
  title: string;
  /** The title's language when it is not the page's (`pickText`): marked and tagged. */
  titleLang?: AppLocale;
  /** Shown as the post's date (already formatted for the visitor). */
  created: string;
  /** Events: the deal period (formatted). */
  period?: string;
  /** file1..file3 as URLs; empty slots are skipped. */
  attachments?: Array<string | null>;
  /** Sanitized HTML (events, announcements, postings) or plain text (career, Q&A). */
  body: { html: SafeHtml } | { text: string };
  /** Q&A: the answer block, shown only when progress is 2. */
  answer?: { progress: number; text: string; date: string | null };
  /** Announcements and events: the neighbouring posts. */
  adjacent?: { previous: BoardLink | null; next: BoardLink | null };
  /** The list button: a link, or an action for a detail shown in place. */
  list: { href: BoardHref } | { onClick: () => void };
  labels: BoardLabels;
  /** Extra content under the header (e.g. a posting's facts or an Apply button). */
  children?: ReactNode;
  /** The body's language, when it is not the page's (a Korean-only deal on an English page). */
  lang?: string;
}

/** The name a stored file is served under: the last segment of its URL. */
export function attachmentName(url: string): string {
  const last = url.split('?')[0]!.split('/').pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function BoardAnchor({ href, className, children }: { href: BoardHref; className?: string; children: ReactNode }) {
  return typeof href === 'string' ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <ContextLink to={href} className={className}>
      {children}
    </ContextLink>
  );
}

function AdjacentLink({ post, tags }: { post: BoardLink; tags: FallbackTags }) {
  return (
    <BoardAnchor href={post.href}>
      <FallbackText picked={{ text: post.title, lang: post.lang }} tags={tags} />
    </BoardAnchor>
  );
}

/** One post of a board (events, announcements, career, Q&A): the spec's "shared detail board". */
export function DetailBoard({ title, titleLang, created, period, attachments = [], body, answer, adjacent, list, labels, children, lang }: DetailBoardProps) {
  const files = attachments.filter((url): url is string => Boolean(url));
  return (
    <article className={styles.board}>
      <header className={styles.header}>
        {labels.progress ? <p className={styles.progress}>{labels.progress}</p> : null}
        <h1 className={styles.title}>
          <FallbackText picked={{ text: title, lang: titleLang }} tags={labels.fallback} />
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{labels.created}</dt>
            <dd>{created}</dd>
          </div>
          {period ? (
            <div>
              <dt>{labels.period}</dt>
              <dd>{period}</dd>
            </div>
          ) : null}
        </dl>
      </header>

      {children}

      {files.length ? (
        <section className={styles.attachments} aria-label={labels.attachments}>
          <h2 className="visually-hidden">{labels.attachments}</h2>
          <ul>
            {files.map((url) => (
              <li key={url}>
                {/* The arrow is the style sheet's, not text: the name then holds exactly the words shown (speech control). */}
                <a href={url} download={attachmentName(url)} aria-label={formatTemplate(labels.download, { name: attachmentName(url) })} className={styles.download}>
                  {attachmentName(url)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {'html' in body ? (
        <div className={`${styles.content} ${richText.richText}`} lang={lang} dangerouslySetInnerHTML={{ __html: body.html }} />
      ) : (
        <div className={`${styles.content} ${styles.plain}`} lang={lang}>
          {body.text}
        </div>
      )}

      {answer && answer.progress === 2 ? (
        <section className={styles.answer} aria-labelledby="board-answer">
          <h2 id="board-answer">{labels.answer}</h2>
          <div className={styles.plain}>{answer.text}</div>
          {answer.date ? (
            <p className={styles.answerDate}>
              {labels.answerDate} {answer.date}
            </p>
          ) : null}
        </section>
      ) : null}

      {adjacent ? (
        <nav className={styles.adjacent} aria-label={labels.adjacent}>
          <ul>
            <li>
              <span className={styles.adjacentLabel}>{labels.previous}</span>
              {adjacent.previous ? <AdjacentLink post={adjacent.previous} tags={labels.fallback} /> : <span>{labels.noPrevious}</span>}
            </li>
            <li>
              <span className={styles.adjacentLabel}>{labels.next}</span>
              {adjacent.next ? <AdjacentLink post={adjacent.next} tags={labels.fallback} /> : <span>{labels.noNext}</span>}
            </li>
          </ul>
        </nav>
      ) : null}

      <p className={styles.actions}>
        {'href' in list ? (
          <BoardAnchor href={list.href} className="button">
            {labels.list}
          </BoardAnchor>
        ) : (
          <button type="button" className="button" onClick={list.onClick}>
            {labels.list}
          </button>
        )}
      </p>
    </article>
  );
}
