import * as yup from 'yup';
import { contentField, emailField, nameField, passwordField, phoneField } from './fields';
import { filesSchema } from './files';

/** Job application (spec: /career-apply) and POST employments/apply/. */
export const careerApplicationSchema = yup.object({
  employment_info: yup.number().typeError('postingMissing').required('postingMissing').integer('postingMissing').positive('postingMissing'),
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
  password: passwordField(),
  content: contentField(),
  files: filesSchema({ required: false }),
});

export type CareerApplicationInput = yup.InferType<typeof careerApplicationSchema>;
