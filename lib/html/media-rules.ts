/**
 * Which pictures and embedded players a staff-written body keeps: one rule for the editor
 * (lib/editor/extensions.ts), which refuses the rest as it is pasted, and for the site's
 * sanitizer (lib/server/html/sanitize.ts), which drops the rest, so staff see what the public sees.
 */

/** The video players a body may embed (the editor turns these sites' links into embeds). */
export const EMBED_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'] as const;

const EMBED = /^https:\/\/((www\.youtube(-nocookie)?\.com)\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d{1,12})$/;

/** True for a player address of the video sites: a YouTube or Vimeo embed of one video. */
export const isEmbedUrl = (src: string) => EMBED.test(src);

// A picture the back office stored, or (spec section 5) one written in as data. A picture on another
// website is not kept: the site's Content-Security-Policy shows pictures of its own only, so it
// would be a broken image on the page (issue 49, item 3; docs/decisions/015).
const STORED_FILE = /^\/api\/files\/[1-9]\d{0,8}\/[^\s]+$/;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

/** True for a picture address the site can show; another website's, "x", "file:…" or "//host/…" cannot. */
export const isKeptImageSrc = (src: string) => STORED_FILE.test(src) || DATA_IMAGE.test(src);
