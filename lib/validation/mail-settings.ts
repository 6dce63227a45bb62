import * as yup from 'yup';

export const NOTIFY_CHOICES = ['each', 'digest', 'off'] as const;

/** A staff member's mail about new records (issue 37): how often, and in which language. */
export const mailSettingsSchema = yup.object({
  notify: yup.string().oneOf(NOTIFY_CHOICES, 'invalidValue').required('required'),
  mailLocale: yup.string().oneOf(['ko', 'en'] as const, 'invalidValue').required('required'),
});

export type MailSettingsInput = yup.InferType<typeof mailSettingsSchema>;
