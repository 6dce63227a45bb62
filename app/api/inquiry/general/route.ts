import { submissionRoute } from '@/lib/server/route-kits';
import { createInquiry } from '@/lib/server/services/inquiries';
import { generalInquirySchema } from '@/lib/validation/general-inquiry';

/** inquiry/general/ (multipart): the contact form. */
export const POST = submissionRoute(generalInquirySchema, (input, uploads, locale) => createInquiry(input, uploads, locale));
