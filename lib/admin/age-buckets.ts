/** How long a record has waited, as the dashboard counts it (issue 37). */
export const AGE_BUCKETS = ['underDay', 'days', 'overThreeDays'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

const DAY_MS = 86_400_000;

/** The moments that separate the buckets: received after `day` is under a day old; before `threeDays`, over three days. */
export const bucketEdges = (now: Date) => ({ day: new Date(now.getTime() - DAY_MS), threeDays: new Date(now.getTime() - 3 * DAY_MS) });

