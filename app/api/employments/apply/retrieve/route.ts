import { lookupRoute, provenListRoute } from '@/lib/server/route-kits';
import { applicationsByIds, retrieveApplications } from '@/lib/server/services/applications';

/** employments/apply/retrieve/?page= (JSON email, password): the visitor's own applications. */
export const POST = lookupRoute('application', retrieveApplications);
/** GET: those the lookup's cookie proved, without the password again; DELETE: forget them. */
export const { GET, DELETE } = provenListRoute('application', applicationsByIds);
