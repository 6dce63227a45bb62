/**
 * Focus across a navigation the page itself starts (a filter, a region picker): a cached list
 * page is another route segment (lib/routing/cached-views.ts), so the control a visitor just used
 * is drawn afresh and focus would fall to the page's start. The router notes the control before
 * it navigates (keep-focus.ts); once the new page is in place, the same control takes focus back.
 * Two modules, so the chrome, which only restores, does not ship the noting.
 */
let kept: string | null = null;

/** Before a navigation: the selector of the control to focus after it. */
export function keepSelector(selector: string | null): void {
  kept = selector;
}

/** After a navigation: give the control its focus back, unless focus has gone somewhere on purpose. */
export function restoreKeptFocus(): void {
  const selector = kept;
  kept = null;
  if (!selector || (document.activeElement && document.activeElement !== document.body)) return;
  document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
}
