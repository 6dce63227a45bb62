import * as yup from 'yup';

/** A code from the authenticator app (six digits) or a recovery code (XXXXX-XXXXX), as typed. */
export const secondFactorSchema = yup.object({
  code: yup.string().trim().required('required').max(20, 'tooLong'),
});
