import { lookupRoute, provenListRoute } from '@/lib/server/route-kits';
import { inquiriesByIds, retrieveInquiries } from '@/lib/server/services/inquiries';

/** inquiry/retrieve/?page= (JSON email, password): the visitor's own inquiries. */
export const POST = lookupRoute('inquiry', retrieveInquiries);
/** GET: those the lookup's cookie proved, without the password again; DELETE: forget them. */
export const { GET, DELETE } = provenListRoute('inquiry', inquiriesByIds);
