import type { AnyObjectSchema } from 'yup';
import { generalInquirySchema } from '@/lib/validation/general-inquiry';
import { vendorInquirySchema } from '@/lib/validation/vendor-inquiry';
import { tenantApplicationSchema } from '@/lib/validation/tenant-application';
import { applicationSchema } from '@/lib/validation/application';
import { consentSchema } from '@/lib/validation/consent';
import type { FormEndpoint } from '@/lib/api/endpoints';

/**
 * The forms the kit serves: each one's yup schema (the same the API validates with, plus the
 * consent box), endpoint, required fields and what happens after sending.
 */
export const FORM_KINDS = {
  general: {
    schema: generalInquirySchema.concat(consentSchema),
    endpoint: 'inquiry/general/',
    required: ['title', 'name', 'email', 'phone', 'password', 'content'],
    after: 'done',
  },
  vendor: {
    schema: vendorInquirySchema.concat(consentSchema),
    endpoint: 'inquiry/vendor/',
    required: ['category', 'title', 'name', 'email', 'phone', 'password', 'content'],
    after: 'done',
  },
  career: {
    schema: applicationSchema.concat(consentSchema),
    endpoint: 'employments/apply/',
    required: ['name', 'email', 'phone', 'password', 'content'],
    after: 'done',
  },
  tenant: {
    schema: tenantApplicationSchema.concat(consentSchema),
    endpoint: 'storetenants/',
    required: ['name', 'email', 'phone', 'address', 'files'],
    after: 'alert',
  },
} satisfies Record<string, { schema: AnyObjectSchema; endpoint: FormEndpoint; required: string[]; after: 'done' | 'alert' }>;

export type FormKind = keyof typeof FORM_KINDS;
