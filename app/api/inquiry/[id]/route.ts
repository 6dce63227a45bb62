import { ownRecordRoute } from '@/lib/server/route-kits';
import { getInquiry } from '@/lib/server/services/inquiries';

/** inquiry/{id}: only for the visitor who proved it, or staff. */
export const GET = ownRecordRoute('inquiry', getInquiry);
