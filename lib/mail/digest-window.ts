import { addDays, storeTimeOf, storeTimeToDate, storeToday } from '@/lib/dates';

/** The daily digest leaves at this New York hour, with what arrived in the 24 hours before. */
export const DIGEST_HOUR = '08:00';

export interface DigestWindow {
  /** The New York day the digest is for (one digest a day and person). */
  day: string;
  from: Date;
  to: Date;
}

/** Today's digest window once its hour has come in New York, else null (yesterday's was sent). */
export function digestWindow(now: Date): DigestWindow | null {
  const day = storeToday(now);
  if (storeTimeOf(now) < `${day}T${DIGEST_HOUR}`) return null;
  return { day, from: storeTimeToDate(`${addDays(day, -1)}T${DIGEST_HOUR}`)!, to: storeTimeToDate(`${day}T${DIGEST_HOUR}`)! };
}
