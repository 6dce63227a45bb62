import { addDays, storeTimeToDate } from '@/lib/dates';

/** What the audit log is narrowed to (issue 37): who, what, and from which day to which (New York days). */
export interface AuditFilter {
  staff?: number;
  action?: string;
  from?: string;
  to?: string;
}

/** The moments a filter's days span: from the start of `from` to the start of the day after `to`. */
export function auditWindow(filter: AuditFilter): { since?: Date; before?: Date } {
  return {
    since: filter.from ? storeTimeToDate(`${filter.from}T00:00`)! : undefined,
    before: filter.to ? storeTimeToDate(`${addDays(filter.to, 1)}T00:00`)! : undefined,
  };
}
