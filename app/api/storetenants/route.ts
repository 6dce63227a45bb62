import { submissionRoute } from '@/lib/server/route-kits';
import { createTenantApplication } from '@/lib/server/services/tenants';
import { tenantApplicationSchema } from '@/lib/validation/tenant-application';

/** storetenants/ (multipart): a food-court tenant application; at least one document. */
export const POST = submissionRoute(tenantApplicationSchema, (input, uploads, locale) => createTenantApplication(input, uploads, locale));
