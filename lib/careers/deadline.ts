import { daysBetween } from '@/lib/dates';

export type Deadline = { kind: 'ongoing' } | { kind: 'closed' } | { kind: 'today' } | { kind: 'days'; days: number };

/**
 * A posting's deadline label (spec: Career), by calendar days in the stores' time zone: no due
 * date is Ongoing Hiring, the due day itself D-Day, before it D-n, after it Closed.
 * `today` is storeToday(): the New York date, so the label turns at midnight there.
 */
export function deadlineOf(dueDate: string | null, today: string): Deadline {
  if (!dueDate) return { kind: 'ongoing' };
  const days = daysBetween(today, dueDate);
  if (days < 0) return { kind: 'closed' };
  if (days === 0) return { kind: 'today' };
  return { kind: 'days', days };
}

export const isClosed = (dueDate: string | null, today: string) => deadlineOf(dueDate, today).kind === 'closed';
