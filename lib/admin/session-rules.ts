/** Staff sessions (issue 16): eight hours idle, twenty-four hours at most. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

/** Whether a session still signs its holder in at `now`. */
export function sessionIsLive({ createdAt, lastSeenAt, revokedAt }: SessionTimes, now: Date): boolean {
  if (revokedAt) return false;
  const at = now.getTime();
  return at - createdAt.getTime() < SESSION_MAX_MS && at - lastSeenAt.getTime() < SESSION_IDLE_MS;
}

/** Whether a live session's last_seen_at is old enough to be written again. */
export const sessionNeedsTouch = ({ lastSeenAt }: SessionTimes, now: Date) => now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_MS;
