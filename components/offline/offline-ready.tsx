'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (public/sw.js, issue 54) once the page has loaded, so it takes
 * nothing from the first visit's paint, and asks it to keep the pages a shopper needs with no
 * signal: My list, the store locator, their store's page where the page links to it
 * (`data-keep-offline`, My store's card), and the first page the worker did not see; when the
 * connection comes back, all of them again.
 */
export function OfflineReady() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // The page's language from its document (no props: nothing added to every page's payload).
    const prefix = document.documentElement.lang === 'en' ? '/en' : '';
    const keep = [`${prefix}/sale/my-list`, `${prefix}/location`];
    // A page loaded before the worker took over never passed through it: asked for as well, to be kept.
    const uncontrolled = navigator.serviceWorker.controller ? [] : [location.pathname + location.search];
    const linked = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-keep-offline]')].map((link) => link.pathname);
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js')
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => registration.active?.postMessage({ type: 'keep', urls: [...keep, ...linked(), ...uncontrolled] }))
        // No worker (a private window, storage refused): the site works as before, online only.
        .catch(() => undefined);
    };
    // The connection is back: the kept pages, this one too, are fetched again in the background.
    const refresh = () => navigator.serviceWorker.controller?.postMessage({ type: 'keep', fresh: true, urls: [...keep, ...linked(), location.pathname + location.search] });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    window.addEventListener('online', refresh);
    return () => {
      window.removeEventListener('load', register);
      window.removeEventListener('online', refresh);
    };
  }, []);
  return null;
}
