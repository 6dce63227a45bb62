import { clientIp } from '@/lib/server/http';
import { ownChangeRoute, ownRecordRoute } from '@/lib/server/route-kits';
import { getInquiry } from '@/lib/server/services/inquiries';
import { deleteOwnInquiry } from '@/lib/server/services/own-records';

/** inquiry/{id}: only for the visitor who proved it, or staff. */
export const GET = ownRecordRoute('inquiry', getInquiry);
/** DELETE: the visitor deletes it at once, with its files (issue 52). */
export const DELETE = ownChangeRoute('inquiry', async (id, request) => ((await deleteOwnInquiry(id, clientIp(request))) ? { deleted: true } : null), true);
