// Plain JavaScript: the custom server hashes these for the Content-Security-Policy.

/**
 * Every inline script the site writes itself. The server allows an inline script only when it is
 * one of these, exactly, or one of Next's own (server/inline-script-hashes.mjs): a new inline
 * script must be added here, or it is blocked.
 */

/**
 * Marks <html> before the first paint. `js`: controls that only script can work (a menu button,
 * the quick links' close, tabs that are not addresses) are shown only then, and what they would
 * hide stays in view without script (globals.css, "Without script"). `visited`: the cookie
 * notice was accepted in this browser (`visit` in local storage), so the notice the server
 * renders for everyone is hidden before it can flash.
 */
export const SCRIPT_MARK_SCRIPT = `(function(){var d=document.documentElement;d.classList.add('js');try{if(localStorage.getItem('visit')==='true')d.classList.add('visited')}catch(e){}})();`;

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

/**
 * Loads a page's framework scripts once the page is parsed and its first contentful paint has
 * been shown (server/scripts-after-paint.mjs lists them in `#scripts-after-paint`). The paint
 * entry is reported when the frame is on screen, which may be frames after it was drawn:
 * scripts started at the next animation frame still ran before it. A page that is not visible
 * (a background tab, a prerender) has no paint to wait for; a browser without paint timing
 * waits for the next frame; none waits more than a second. A page whose main picture is still
 * coming (the `<img fetchpriority="high">`: the home slide, a deal's picture) lets it arrive
 * first, up to two seconds more, so ~180 kB of script does not share a phone's bandwidth with it.
 * The router payload's parts, kept as data blocks until then (`script[data-next-f]`), are handed
 * to the framework first, in their order, as its own inline scripts would have.
 */
export const SCRIPTS_AFTER_PAINT_SCRIPT = `(function(){var painted=0,started=0,waited=0;function go(){if(started||!painted||document.readyState==='loading')return;var main=document.querySelector('img[fetchpriority="high"]');if(main&&!main.complete&&!waited){waited=1;main.addEventListener('load',go);main.addEventListener('error',go);setTimeout(go,2000);return}started=1;var f=self.__next_f=self.__next_f||[];document.querySelectorAll('script[data-next-f]').forEach(function(b){f.push(JSON.parse(b.textContent))});JSON.parse(document.getElementById('scripts-after-paint').textContent).forEach(function(src){var s=document.createElement('script');s.src=src;s.async=true;document.head.appendChild(s)})}function paint(){painted=1;setTimeout(go,0)}document.addEventListener('DOMContentLoaded',go);if(document.visibilityState!=='visible')return paint();try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)paint()}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(paint)}setTimeout(paint,1000)})();`;

/** The registry server/main.mjs hashes: every constant inline script above belongs here. */
export const INLINE_SCRIPTS = [SCRIPT_MARK_SCRIPT, SCRIPTS_AFTER_PAINT_SCRIPT];
