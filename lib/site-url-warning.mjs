// Plain JavaScript: next.config.ts calls it while the build runs.

/**
 * What the build says when SITE_URL is missing: every canonical link, hreflang alternate, the
 * sitemap and robots.txt of a prerendered page would name http://localhost:3000, which search
 * engines would index as the site's address. Null when there is nothing to say.
 *
 * @param {string | undefined} siteUrl the SITE_URL environment variable
 * @returns {string | null}
 */
export function siteUrlWarning(siteUrl) {
  if (siteUrl?.trim()) return null;
  return (
    '[build] WARNING: SITE_URL is not set, so canonical links, hreflang, the sitemap and robots.txt name http://localhost:3000. ' +
    'Set SITE_URL to the public origin (e.g. https://www.lotteplaza.example) and build again: prerendered pages read it at build time.'
  );
}
