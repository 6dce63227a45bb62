/**
 * Focus across a navigation the page itself starts (a filter, a region picker): a cached list
 * page is another route segment (lib/routing/cached-views.ts), so the control a visitor just used
 * is drawn afresh and focus would fall to the page's start. The router notes the control before
 * it navigates; once the new page is in place, the same control takes focus back.
 */
let kept: string | null = null;

function selectorOf(element: Element | null): string | null {
  if (!element || element === document.body) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (!name) return null;
  const value = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? `[value="${CSS.escape(element.value)}"]` : '';
  return `${element.tagName.toLowerCase()}[name="${CSS.escape(name)}"]${value}`;
}

/** Before a navigation: remember the focused control. */
export function keepFocus(): void {
  kept = selectorOf(document.activeElement);
}

/** After a navigation: give the control its focus back, unless focus has gone somewhere on purpose. */
export function restoreKeptFocus(): void {
  const selector = kept;
  kept = null;
  if (!selector || (document.activeElement && document.activeElement !== document.body)) return;
  document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
}
