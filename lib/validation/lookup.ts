import * as yup from 'yup';
import { emailField } from './fields';

/** "Confirm" form of /myQna and /career-my, and POST inquiry/retrieve/ and employments/apply/retrieve/. */
export const lookupSchema = yup.object({
  email: emailField(),
  // Any length: a lookup only compares, and a wrong one must read as "nothing found".
  password: yup.string().required('required').max(200, 'tooLong'),
});

export type LookupInput = yup.InferType<typeof lookupSchema>;
