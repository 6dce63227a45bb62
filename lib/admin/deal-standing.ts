import { dealStatus, type DealStatus } from '@/lib/deals/deal-status';

/** What the public sees of a deal, for staff: nothing (a draft), or the status /event shows it with. */
export type DealStanding = 'draft' | DealStatus;

/**
 * The public's rule, not a second copy: a published deal is public at once (/event, the API),
 * whatever its sale period; the period only says whether it is coming, on or over.
 */
export function dealStanding(deal: { published: boolean; start_date: string; end_date: string }, today: string): DealStanding {
  return deal.published ? dealStatus(deal.start_date, deal.end_date, today) : 'draft';
}
