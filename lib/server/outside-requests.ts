import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A timer set while a request is answered keeps that request's async context until it fires:
 * Next's stores for the request, and through them the request, the response and what the render
 * made, tens of kilobytes each. The rate limits' memory store sets one timer per counter, for up
 * to a day, so the 30-minute soak kept every look-up and submission it served (issue 50: 6,826
 * requests held after 8 minutes, the heap growing 230 MB per 10 minutes). Work that leaves
 * timers behind runs here instead, in the context the server started in (captured by
 * instrumentation.ts), which holds no request.
 */
type Runner = <R>(work: () => R) => R;

const holder = globalThis as typeof globalThis & { __lotteOutsideRequests?: Runner };

/** Called once at start, outside any request. */
export function captureStartContext(): void {
  holder.__lotteOutsideRequests ??= AsyncLocalStorage.snapshot();
}

/** Runs `work` in the start's context (as it is, before the start captured one: tests, scripts). */
export function outsideRequests<R>(work: () => R): R {
  const run = holder.__lotteOutsideRequests;
  return run ? run(work) : work();
}
