/** An open record form beats this often (components/admin/others-editing.tsx). */
export const PRESENCE_BEAT_MS = 30_000;
/** A colleague counts as editing while their page beat within this: two beats and slack for a slow network. */
export const PRESENCE_WINDOW_MS = 75_000;

/** Where a record's page says it is open, and that it was left. */
export const presencePath = (kind: string, id: number) => `/api/admin/presence/${kind}/${id}`;
