import 'server-only';
import { postIdOf } from '@/lib/board/post-id';
import type { RecordAddress } from '@/lib/board/record-address';
import { saleRegionBySlug } from '@/lib/content/sale-regions';
import { storeToday } from '@/lib/dates';
import { getAnnouncement } from './announcements';
import { getDeal } from './deals';
import { getPosting } from './postings';
import { findStore } from './stores';

/**
 * Whether the record a page's address names is on show to a visitor: the same cached reads its
 * page makes, so the proxy can answer a record that is not with the 404 page before the page
 * renders (proxy.ts). A region's slug in another case is on show (its page redirects).
 */
export async function recordOnShow({ page, key }: Pick<RecordAddress, 'page' | 'key'>): Promise<boolean> {
  if (page === 'sale') return Boolean(saleRegionBySlug(key) ?? saleRegionBySlug(key.toLowerCase()));
  if (page === 'location-detail') return Boolean(await findStore(key));
  const id = postIdOf(key);
  if (id === null) return false;
  if (page === 'event') return Boolean(await getDeal(id));
  if (page === 'career') return Boolean(await getPosting(id, storeToday()));
  return Boolean(await getAnnouncement(id));
}
