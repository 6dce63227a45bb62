import { getTranslations } from 'next-intl/server';

const KEYS = ['required', 'email', 'tooLong', 'invalidValue', 'staffPasswordLength', 'staffPasswordCommon', 'staffPasswordPersonal', 'staffPasswordPattern', 'invalidDate', 'chooseOne', 'dueBeforeStart', 'flyerRequired', 'noVietnameseInNewJersey', 'thumbnailRequired', 'imageRequired', 'invalidUrl', 'videoAddress', 'videoRequired'] as const;

/** The validation messages admin forms show before sending, in the admin's language. */
export async function validationMessages(): Promise<Record<string, string>> {
  const t = await getTranslations('validation');
  return Object.fromEntries(KEYS.map((key) => [key, t(key)]));
}
