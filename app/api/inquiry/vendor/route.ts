import { submissionRoute } from '@/lib/server/route-kits';
import { createInquiry } from '@/lib/server/services/inquiries';
import { vendorInquirySchema } from '@/lib/validation/vendor-inquiry';

/** inquiry/vendor/ (multipart): a vendor proposal with its product category (1-5). */
export const POST = submissionRoute(vendorInquirySchema, (input, uploads, locale) => createInquiry(input, uploads, locale));
