import { lookupRoute } from '@/lib/server/route-kits';
import { retrieveApplications } from '@/lib/server/services/applications';

/** employments/apply/retrieve/?page= (JSON email, password): the visitor's own applications. */
export const POST = lookupRoute('application', retrieveApplications);
