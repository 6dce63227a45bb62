import * as yup from 'yup';
import { contactFields, contentField, decimalId, passwordField } from './fields';
import { filesSchema } from './files';

/** Job application (spec: /career-apply) and POST employments/apply/. */
export const applicationSchema = yup.object({
  employment_info: decimalId('postingMissing'),
  ...contactFields(),
  password: passwordField(),
  content: contentField(),
  files: filesSchema({ required: false }),
});

export type ApplicationInput = yup.InferType<typeof applicationSchema>;
