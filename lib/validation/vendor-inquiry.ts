import type { InferType } from 'yup';
import { PRODUCT_CATEGORIES } from './limits';
import { generalInquirySchema } from './general-inquiry';
import { decimalId } from './fields';

/** Vendor inquiry (spec: /productInquiry) and POST inquiry/vendor/: the general form plus a category. */
export const vendorInquirySchema = generalInquirySchema.shape({
  category: decimalId('category').oneOf([...PRODUCT_CATEGORIES], 'category'),
});

export type VendorInquiryInput = InferType<typeof vendorInquirySchema>;
