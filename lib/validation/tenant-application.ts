import * as yup from 'yup';
import { emailField, nameField, optionalText, phoneField, requiredText } from './fields';
import { filesSchema } from './files';

/** Food-court tenant form (spec: /tenant) and POST storetenants/: no password, files required. */
export const tenantApplicationSchema = yup.object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  storename: optionalText(200),
  address: requiredText(300),
  business_type: optionalText(200),
  files: filesSchema({ required: true }),
});

export type TenantApplicationInput = yup.InferType<typeof tenantApplicationSchema>;
