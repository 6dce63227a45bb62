import { Link } from '@/lib/i18n/client-navigation';
import { formatTemplate } from '@/lib/i18n/format-template';
import styles from './pagination.module.css';

export const PAGE_BLOCK = 10;

export interface PaginationLabels {
  label: string;
  first: string;
  previousBlock: string;
  nextBlock: string;
  last: string;
  /** "Page {page}" (ICU): `page` is the number. */
  page: string;
}

interface PaginationProps {
  current: number;
  totalPages: number;
  labels: PaginationLabels;
  /** Links for pages that are addresses; or `onPage` for a list paged in place. */
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
}

/** The pages of the block of ten that holds `current` (spec: pager blocks of 10). */
export function pageBlock(current: number, totalPages: number): number[] {
  const start = Math.floor((current - 1) / PAGE_BLOCK) * PAGE_BLOCK + 1;
  const end = Math.min(totalPages, start + PAGE_BLOCK - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);
}

/** Page links in blocks of ten, with first / previous block / next block / last. */
export function Pagination({ current, totalPages, labels, hrefFor, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageBlock(current, totalPages);
  const first = pages[0]!;
  const last = pages.at(-1)!;

  const control = (page: number, text: string, label: string, extra?: { current?: boolean; className?: string }) => {
    const className = `${styles.item} ${extra?.className ?? ''}`;
    if (extra?.current) {
      return (
        <span className={`${className} ${styles.current}`} aria-current="page">
          <span className="visually-hidden">{label}</span>
          <span aria-hidden="true">{text}</span>
        </span>
      );
    }
    if (hrefFor) {
      return (
        <Link href={hrefFor(page)} className={className} aria-label={label} scroll={false}>
          {text}
        </Link>
      );
    }
    return (
      <button type="button" className={className} aria-label={label} onClick={() => onPage?.(page)}>
        {text}
      </button>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={labels.label}>
      <ul>
        {first > 1 ? (
          <>
            <li>{control(1, '«', labels.first, { className: styles.arrow })}</li>
            <li>{control(first - 1, '‹', labels.previousBlock, { className: styles.arrow })}</li>
          </>
        ) : null}
        {pages.map((page) => (
          <li key={page}>{control(page, String(page), formatTemplate(labels.page, { page }), { current: page === current })}</li>
        ))}
        {last < totalPages ? (
          <>
            <li>{control(last + 1, '›', labels.nextBlock, { className: styles.arrow })}</li>
            <li>{control(totalPages, '»', labels.last, { className: styles.arrow })}</li>
          </>
        ) : null}
      </ul>
    </nav>
  );
}
