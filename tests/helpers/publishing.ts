import type { PublishingChange } from '@/lib/server/services/publishing';

/** A record's publishing set to "public now, until taken back": what a save alone no longer does (drafts by default). */
export const LIVE: PublishingChange = { published: true, publishFrom: null, publishUntil: null };
/** Back to draft. */
export const DRAFT: PublishingChange = { published: false, publishFrom: null, publishUntil: null };
