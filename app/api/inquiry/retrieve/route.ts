import { lookupRoute } from '@/lib/server/route-kits';
import { retrieveInquiries } from '@/lib/server/services/inquiries';

/** inquiry/retrieve/?page= (JSON email, password): the visitor's own inquiries. */
export const POST = lookupRoute('inquiry', retrieveInquiries);
