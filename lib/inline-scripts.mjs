// Plain JavaScript: the custom server hashes these for the Content-Security-Policy.

/**
 * Every inline script the site writes itself. The server allows an inline script only when it is
 * one of these, exactly, or one of Next's own (server/inline-script-hashes.mjs): a new inline
 * script must be added here, or it is blocked.
 */

/**
 * Marks <html class="visited"> when the cookie notice was accepted in this browser (`visit` in
 * local storage), so the notice the server renders for everyone is hidden before it can flash.
 * Written just before the notice (components/layout/cookie-notice.tsx); it marks nothing else:
 * every control switches to its scripted form only once its own code runs.
 */
export const COOKIE_NOTICE_SEEN_SCRIPT = `(function(){try{if(localStorage.getItem('visit')==='true')document.documentElement.classList.add('visited')}catch(e){}})();`;

/**
 * What @next/third-parties' <GoogleAnalytics> inserts inline for a measurement id (its
 * `_next-ga-init` script, byte for byte; tests/unit/server/inline-script-hashes.test.ts checks
 * the installed version still writes exactly this).
 *
 * @param {string} gaId
 */
export function googleAnalyticsInit(gaId) {
  return `
          window['dataLayer'] = window['dataLayer'] || [];
          function gtag(){window['dataLayer'].push(arguments);}
          gtag('js', new Date());

          gtag('config', '${gaId}' );`;
}

/** The registry server/main.mjs hashes: every constant inline script above belongs here. */
export const INLINE_SCRIPTS = [COOKIE_NOTICE_SEEN_SCRIPT];
