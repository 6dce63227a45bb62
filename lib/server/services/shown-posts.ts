import 'server-only';
import { publishDetailIds, type DetailKind } from '@/lib/routing/detail-registry';

/**
 * A post read by its id only when the site shows it. Anyone can ask for every number: an id
 * that is no shown post costs one cached read of the shown ids (which the sitemap reads too),
 * not a cached read of its own. The ids are handed to the proxy on the way
 * (lib/routing/detail-registry.ts), which serves the pages of known posts from the page cache.
 */
export async function shownPost<T>(
  kind: DetailKind,
  shown: { entries: Promise<Array<{ id: number }>>; day?: string },
  id: number,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const ids = publishDetailIds(kind, (await shown.entries).map((entry) => entry.id), shown.day ?? null);
  return ids.has(id) ? read() : null;
}
