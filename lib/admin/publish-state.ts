/** Where a record stands with the public (issue 36): the state the back office's lists show and filter by. */
export const PUBLISH_STATES = ['draft', 'scheduled', 'live', 'ended'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const isPublishState = (value: unknown): value is PublishState => PUBLISH_STATES.includes(value as PublishState);

export interface Publishing {
  published: boolean;
  /** ISO times, or null: public from, and until (not including) that moment. */
  publish_from: string | null;
  publish_until: string | null;
}

/** A draft until published; then scheduled before its start, ended from its end, live between. */
export function publishState(record: Publishing, now: Date): PublishState {
  if (!record.published) return 'draft';
  const at = now.getTime();
  if (record.publish_from && Date.parse(record.publish_from) > at) return 'scheduled';
  if (record.publish_until && Date.parse(record.publish_until) <= at) return 'ended';
  return 'live';
}
