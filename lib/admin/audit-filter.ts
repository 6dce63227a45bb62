import { addDays, storeTimeToDate } from '@/lib/dates';
import { firstValue, type SearchParams } from '@/lib/search-params';

/** What the audit log is narrowed to (issue 37): who, what, and from which day to which (New York days). */
export interface AuditFilter {
  staff?: number;
  action?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) => (DAY.test(value) && storeTimeToDate(`${value}T00:00`) ? value : undefined);

/** The filter an address asks for; what is no staff id, no action name or no day is left out, not refused. */
export function auditFilterOf(query: SearchParams): AuditFilter {
  const staff = firstValue(query, 'staff');
  const action = firstValue(query, 'action');
  const filter: AuditFilter = {
    staff: /^[1-9]\d{0,8}$/.test(staff) ? Number(staff) : undefined,
    action: /^[a-z][a-z-]{0,59}$/.test(action) ? action : undefined,
    from: realDay(firstValue(query, 'from')),
    to: realDay(firstValue(query, 'to')),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

/** The moments a filter's days span: from the start of `from` to the start of the day after `to`. */
export function auditWindow(filter: AuditFilter): { since?: Date; before?: Date } {
  return {
    since: filter.from ? storeTimeToDate(`${filter.from}T00:00`)! : undefined,
    before: filter.to ? storeTimeToDate(`${addDays(filter.to, 1)}T00:00`)! : undefined,
  };
}
