import type { AnyObjectSchema } from 'yup';
import { generalInquirySchema } from '@/lib/validation/general-inquiry';
import { vendorInquirySchema } from '@/lib/validation/vendor-inquiry';
import { tenantApplicationSchema } from '@/lib/validation/tenant-application';
import { applicationSchema } from '@/lib/validation/application';
import { consentSchema } from '@/lib/validation/consent';
import type { FormKind } from './form-kinds';

/** Each form's yup schema: the same the API validates with, plus the consent box. */
export const FORM_SCHEMAS: Record<FormKind, AnyObjectSchema> = {
  general: generalInquirySchema.concat(consentSchema),
  vendor: vendorInquirySchema.concat(consentSchema),
  career: applicationSchema.concat(consentSchema),
  tenant: tenantApplicationSchema.concat(consentSchema),
};
