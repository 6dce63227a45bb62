import 'server-only';

/**
 * A post read by its id only when the site shows it. Anyone can ask for every number: an id
 * that is no shown post costs one cached read of the shown ids (which the sitemap reads too),
 * not a cached read of its own.
 */
export async function shownPost<T>(shown: { entries: Promise<Array<{ id: number }>> }, id: number, read: () => Promise<T | null>): Promise<T | null> {
  return (await shown.entries).some((entry) => entry.id === id) ? read() : null;
}
