import { clientIp } from '@/lib/server/http';
import { now } from '@/lib/server/clock';
import { ownChangeRoute, ownRecordRoute } from '@/lib/server/route-kits';
import { getApplication } from '@/lib/server/services/applications';
import { withdrawOwnApplication } from '@/lib/server/services/own-records';

/** employments/apply/{id}: only for the visitor who proved it, or staff. */
export const GET = ownRecordRoute('application', getApplication);
/** DELETE: the visitor withdraws it at once; it is deleted when the careers rules' years end (issue 52). */
export const DELETE = ownChangeRoute('application', (id, request, locale) => withdrawOwnApplication(id, now(), clientIp(request), locale), false);
