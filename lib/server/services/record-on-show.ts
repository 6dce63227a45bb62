import 'server-only';
import { postIdOf } from '@/lib/board/post-id';
import type { RecordAddress } from '@/lib/board/record-address';
import { saleRegionBySlug } from '@/lib/content/sale-regions';
import { storeToday } from '@/lib/dates';
import { totalPages } from '@/lib/paging';
import { listAnnouncementEntries, listAnnouncements } from './announcements';
import { listDealEntries } from './deals';
import { listPostingEntries } from './postings';
import { findStore } from './stores';

const listed = async (entries: Promise<Array<{ id: number }>>, id: number) => (await entries).some((entry) => entry.id === id);

/**
 * Whether the record a page's address names is on show to a visitor, so the proxy can answer a
 * record that is not with the 404 page before the page renders (proxy.ts): for a post, the cached
 * list of shown ids its page asks first (shownPost), not the post itself, since the proxy runs on
 * every visit, the page's cached ones too. A region's slug in another case is on show (its page
 * redirects).
 */
export async function recordOnShow({ page, key }: Pick<RecordAddress, 'page' | 'key'>): Promise<boolean> {
  if (page === 'sale') return Boolean(saleRegionBySlug(key) ?? saleRegionBySlug(key.toLowerCase()));
  if (page === 'location-detail') return Boolean(await findStore(key));
  const id = postIdOf(key);
  if (id === null) return false;
  if (page === 'event') return listed(listDealEntries(), id);
  if (page === 'career') return listed(listPostingEntries(storeToday()), id);
  return listed(listAnnouncementEntries(), id);
}

/**
 * Whether a page of the announcements' list exists: the first always (an empty list says so), a later one only up to
 * the last (the list page itself answers 404 past it), from its cached first page's count.
 */
export async function announcementPageOnShow(page: number): Promise<boolean> {
  if (page <= 1) return true;
  return page <= totalPages((await listAnnouncements(1)).count);
}
