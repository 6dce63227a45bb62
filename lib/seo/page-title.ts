/** What search results show of a title before cutting it off (characters, as Google shows them). */
export const TITLE_MAX = 60;

/**
 * A whole `<title>`: the record's own title, then its section and the site while they fit in
 * `max`; a title too long even alone is cut at a word and ends with "…" before the site's name.
 */
export function fitTitle(title: string, section: string, site: string, max = TITLE_MAX): string {
  const full = `${title} | ${section} | ${site}`;
  if (full.length <= max) return full;
  const short = `${title} | ${site}`;
  if (short.length <= max) return short;
  const room = max - ` | ${site}`.length - 1;
  const cut = title.slice(0, room + 1);
  const atWord = cut.lastIndexOf(' ');
  const kept = (atWord > room / 2 ? cut.slice(0, atWord) : title.slice(0, room)).replace(/[\s,.:;–—-]+$/, '');
  return `${kept}… | ${site}`;
}
