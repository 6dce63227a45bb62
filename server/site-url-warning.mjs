/**
 * What a production server says at start when SITE_URL is missing: every canonical link,
 * hreflang alternate, the sitemap and robots.txt would name http://localhost:3000, which
 * search engines would index as the site's address. Null when there is nothing to say.
 *
 * @param {string | undefined} siteUrl the SITE_URL environment variable
 * @param {boolean} dev whether this is the development server (localhost is right there)
 * @returns {string | null}
 */
export function siteUrlWarning(siteUrl, dev) {
  if (dev || siteUrl?.trim()) return null;
  return (
    '[server] WARNING: SITE_URL is not set, so canonical links, hreflang, the sitemap and robots.txt name http://localhost:3000. ' +
    'Set SITE_URL to the public origin (e.g. https://www.lotteplaza.example) and build again: prerendered pages read it at build time.'
  );
}
