'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * A widget's hidden field tells its form of a change as typing would: an `input` event, once
 * the field holds the new value (the widget's own events come before its state is rendered), so
 * that the form's checks and its unsaved-changes guard read what will be sent.
 */
export function useReportedValue(field: RefObject<HTMLInputElement | null>, value: string) {
  const reported = useRef(value);
  useEffect(() => {
    if (reported.current === value) return;
    reported.current = value;
    field.current?.dispatchEvent(new Event('input', { bubbles: true }));
  }, [field, value]);
}
