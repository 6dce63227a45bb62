import * as yup from 'yup';
import { contactFields, optionalText, requiredText } from './fields';
import { filesSchema } from './files';

/** Food-court tenant form (spec: /tenant) and POST storetenants/: no password, files required. */
export const tenantApplicationSchema = yup.object({
  ...contactFields(),
  storename: optionalText(200),
  address: requiredText(300),
  business_type: optionalText(200),
  files: filesSchema({ required: true }),
});

export type TenantApplicationInput = yup.InferType<typeof tenantApplicationSchema>;
