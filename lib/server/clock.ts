import 'server-only';

/**
 * The server's time: the real clock, always. It is one function so that what decides by time
 * (publishing windows, the stores' day) reads it in one way; tests do not move it, they pass the
 * moment to the services that take one (`listDeals(query, at)`, `getDeal(id, false, at)`, ...).
 */
export function now(): Date {
  return new Date();
}
