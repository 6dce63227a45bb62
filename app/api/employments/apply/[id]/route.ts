import { ownRecordRoute } from '@/lib/server/route-kits';
import { getApplication } from '@/lib/server/services/applications';

/** employments/apply/{id}: only for the visitor who proved it, or staff. */
export const GET = ownRecordRoute('application', getApplication);
