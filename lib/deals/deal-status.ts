export type DealStatus = 'upcoming' | 'ongoing' | 'ended';

/** Where a deal stands on the stores' `today` (all YYYY-MM-DD). */
export function dealStatus(start: string, end: string, today: string): DealStatus {
  if (end < today) return 'ended';
  if (start > today) return 'upcoming';
  return 'ongoing';
}
