import { getMessages, getTranslations } from 'next-intl/server';
import type { FieldSpec, FormKitLabels } from './inquiry-form';

/** The kit's strings and the validation messages, in the request's language. */
export async function formKitLabels(): Promise<FormKitLabels> {
  const t = await getTranslations('forms');
  // The whole namespace: a message a schema gains reaches the browser without a list to update.
  const { validation } = await getMessages();
  return {
    required: t('required'),
    counter: t.raw('counter') as string,
    files: t('files'),
    filesHint: t('filesHint'),
    chooseFiles: t('chooseFiles'),
    removeFile: t.raw('removeFile') as string,
    noFiles: t('noFiles'),
    consent: t('consent'),
    privacyLink: t('privacyLink'),
    submit: t('submit'),
    sending: t('sending'),
    submitted: t('submitted'),
    errorSummary: t('errorSummary'),
    sendFailed: t('sendFailed'),
    scriptNeeded: t('scriptNeeded'),
    messages: validation,
  };
}

/** Who is writing, and how to find the inquiry again: the fields every inquiry form shares. */
export async function contactFieldSpecs(): Promise<FieldSpec[]> {
  const t = await getTranslations('forms');
  return [
    { name: 'name', kind: 'text', label: t('name'), autoComplete: 'name' },
    { name: 'email', kind: 'email', label: t('email'), autoComplete: 'email' },
    { name: 'phone', kind: 'tel', label: t('phone'), autoComplete: 'tel' },
  ];
}

/** Who is writing, the password to look the record up later, and the message. */
async function lookupFieldSpecs(hint: 'passwordHint' | 'applicationPasswordHint'): Promise<FieldSpec[]> {
  const t = await getTranslations('forms');
  return [
    ...(await contactFieldSpecs()),
    { name: 'password', kind: 'password', label: t('password'), autoComplete: 'new-password', hint: t(hint) },
    { name: 'content', kind: 'textarea', label: t('content') },
  ];
}

export const applicationFieldSpecs = () => lookupFieldSpecs('applicationPasswordHint');

/** An inquiry is the same fields under a title. */
export async function inquiryFieldSpecs(): Promise<FieldSpec[]> {
  const t = await getTranslations('forms');
  return [{ name: 'title', kind: 'text', label: t('title') }, ...(await lookupFieldSpecs('passwordHint'))];
}
