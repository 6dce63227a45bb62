import { keepSelector } from './kept-focus';

function selectorOf(element: Element | null): string | null {
  if (!element || element === document.body) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (!name) return null;
  const value = element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? `[value="${CSS.escape(element.value)}"]` : '';
  return `${element.tagName.toLowerCase()}[name="${CSS.escape(name)}"]${value}`;
}

/** Before a navigation: remember the focused control (lib/hooks/kept-focus.ts). */
export function keepFocus(): void {
  keepSelector(selectorOf(document.activeElement));
}
