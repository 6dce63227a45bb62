/** Where a posting stands for staff: not shown yet (draft, scheduled), taking applications, or past its last day. */
export type PostingStatus = 'draft' | 'scheduled' | 'open' | 'closed';

export function postingStatus(posting: { published: boolean; start_date: string | null; due_date: string | null }, today: string): PostingStatus {
  if (!posting.published) return 'draft';
  if (posting.start_date && posting.start_date > today) return 'scheduled';
  return posting.due_date !== null && posting.due_date < today ? 'closed' : 'open';
}
