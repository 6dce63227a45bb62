/**
 * Where a posting stands for staff: not shown yet (draft, scheduled), taking applications, or
 * closed: past its last day, or taken down after people applied (its page stays, marked closed).
 */
export type PostingStatus = 'draft' | 'scheduled' | 'open' | 'closed';

export function postingStatus(posting: { published: boolean; start_date: string | null; due_date: string | null; applications: number }, today: string): PostingStatus {
  if (!posting.published) return posting.applications > 0 ? 'closed' : 'draft';
  if (posting.start_date && posting.start_date > today) return 'scheduled';
  return posting.due_date !== null && posting.due_date < today ? 'closed' : 'open';
}
