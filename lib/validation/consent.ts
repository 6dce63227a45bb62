import * as yup from 'yup';

/** The privacy-consent checkbox every form carries; the browser checks it, the API does not receive it. */
export const consentSchema = yup.object({
  consent: yup.boolean().oneOf([true], 'consent').required('consent'),
});
