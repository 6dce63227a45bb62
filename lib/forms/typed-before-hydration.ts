import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SearchParams } from '@/lib/search-params';

/**
 * `values` started from what the form's fields hold. A page is shown before its script runs, and
 * what the visitor typed or ticked by then is in the fields, not in the component's state: each
 * string value takes its field's text (an input, a textarea, a select, a radio group), each
 * boolean its checkbox. Values with no field of that name, or of another kind (files), are kept.
 */
export function startFromForm<V extends Record<string, unknown>>(values: V, form: HTMLFormElement): V {
  const next: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    if (typeof value === 'string' && 'value' in field) next[name] = field.value;
    else if (typeof value === 'boolean' && field instanceof HTMLInputElement && field.type === 'checkbox') next[name] = field.checked;
  }
  return next as V;
}

/** The form's fields as a query holds them, as the browser would send the form (a name given several times keeps every value). */
export function formParams(form: HTMLFormElement): SearchParams {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const had = params[name];
    params[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return params;
}

/**
 * Calls `take` with the form once, as its component first mounts: before React's first update
 * writes the component's state over the fields (it keeps what the page holds while hydrating).
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, take: (form: HTMLFormElement) => void) {
  const first = useRef(take);
  useLayoutEffect(() => {
    if (form.current) first.current(form.current);
  }, [form]);
}
