import type { InferType } from 'yup';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { generalInquirySchema } from './general-inquiry';
import { decimalId } from './fields';

/**
 * The vendor categories a submission may name: the seeded codes (staff add labels, not
 * categories). Here, not with the forms' limits, which every form's first load carries.
 */
const PRODUCT_CATEGORIES = PRODUCT_CATEGORY_CODES.map((code) => code.value);

/** Vendor inquiry (spec: /productInquiry) and POST inquiry/vendor/: the general form plus a category. */
export const vendorInquirySchema = generalInquirySchema.shape({
  category: decimalId('category').oneOf([...PRODUCT_CATEGORIES], 'category'),
});

export type VendorInquiryInput = InferType<typeof vendorInquirySchema>;
