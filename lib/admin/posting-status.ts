import { publishState, type Publishing } from './publish-state';

/**
 * Where a posting stands for staff: not shown yet (a draft; scheduled to publish, or its posting
 * period not begun), taking applications, or closed: past its last day or its publishing window,
 * or taken down after people applied (its page stays, marked closed).
 */
export type PostingStatus = 'draft' | 'scheduled' | 'open' | 'closed';

export interface PostingStanding extends Publishing {
  start_date: string | null;
  due_date: string | null;
  applications: number;
}

export function postingStatus(posting: PostingStanding, today: string, at: Date): PostingStatus {
  const state = publishState(posting, at);
  if (state === 'draft') return posting.applications > 0 ? 'closed' : 'draft';
  if (state === 'ended') return 'closed';
  if (state === 'scheduled' || (posting.start_date && posting.start_date > today)) return 'scheduled';
  return posting.due_date !== null && posting.due_date < today ? 'closed' : 'open';
}
