import type { FieldSpec, FormKitLabels } from '@/components/forms/inquiry-form';
import type { MyQnaLabels } from '@/components/forms/my-qna';
import type { MyApplicationsLabels } from '@/components/careers/my-applications';
import type { OwnRecordsLabels } from '@/components/lookup/own-records';
import { PRODUCT_CATEGORY_CODES } from '@/lib/content/codes';
import { messages } from './render-with-intl';

/*
 * The props each page gives its form, from the same catalogues the pages read
 * (components/forms/form-labels.ts, components/lookup/own-records-labels.ts, the pages under
 * app/[locale]): for the unit tests that render a form as its page does.
 */

type Locale = 'ko' | 'en';

export function formKitLabels(locale: Locale): FormKitLabels {
  const f = messages[locale].forms;
  return {
    required: f.required, counter: f.counter, files: f.files, filesHint: f.filesHint, chooseFiles: f.chooseFiles, removeFile: f.removeFile,
    noFiles: f.noFiles, consent: f.consent, privacyLink: f.privacyLink, submit: f.submit, sending: f.sending, submitted: f.submitted,
    errorSummary: f.errorSummary, sendFailed: f.sendFailed, scriptNeeded: f.scriptNeeded, messages: messages[locale].validation,
  };
}

/** Name, e-mail and phone: what every form asks first. */
export function contactFields(locale: Locale): FieldSpec[] {
  const f = messages[locale].forms;
  return [
    { name: 'name', kind: 'text', label: f.name, autoComplete: 'name' },
    { name: 'email', kind: 'email', label: f.email, autoComplete: 'email' },
    { name: 'phone', kind: 'tel', label: f.phone, autoComplete: 'tel' },
  ];
}

/** The fields of a form looked up later: the contact fields, a password (with its hint) and the message. */
export function lookupFields(locale: Locale, hint: 'passwordHint' | 'applicationPasswordHint'): FieldSpec[] {
  const f = messages[locale].forms;
  return [
    ...contactFields(locale),
    { name: 'password', kind: 'password', label: f.password, autoComplete: 'new-password', hint: f[hint] },
    { name: 'content', kind: 'textarea', label: f.content },
  ];
}

/** The contact page's fields. */
export const inquiryFields = (locale: Locale): FieldSpec[] => [{ name: 'title', kind: 'text', label: messages[locale].forms.title }, ...lookupFields(locale, 'passwordHint')];

/** The tenant page's fields (app/[locale]/(site)/tenant/page.tsx). */
export function tenantFields(locale: Locale): FieldSpec[] {
  const f = messages[locale].forms;
  return [
    ...contactFields(locale),
    { name: 'storename', kind: 'text', label: f.storename, autoComplete: 'organization' },
    { name: 'address', kind: 'text', label: f.address, autoComplete: 'address-line1' },
    { name: 'business_type', kind: 'text', label: f.businessType },
  ];
}

/** The vendor page's product category. */
export function categoryField(locale: Locale): FieldSpec {
  const f = messages[locale].forms;
  return {
    name: 'category',
    kind: 'select',
    label: f.category,
    options: [{ value: '', label: f.selectCategory }, ...PRODUCT_CATEGORY_CODES.map((code) => ({ value: String(code.value), label: locale === 'en' ? code.en : code.ko }))],
  };
}

export function ownRecordsLabels(locale: Locale, namespace: 'myQna' | 'careerMy'): OwnRecordsLabels {
  const t = messages[locale][namespace];
  const f = messages[locale].forms;
  return {
    email: f.email, password: f.password, confirm: t.confirm, empty: t.empty, emptyHint: t.emptyHint, listTitle: t.listTitle,
    loadError: t.loadError, loading: messages[locale].common.loading, lookupAgain: t.lookupAgain, scriptNeeded: f.scriptNeeded,
    download: t.download, downloadHint: t.downloadHint, change: t.change, changeConfirm: t.changeConfirm, changeDone: t.changeDone, changeFailed: t.changeFailed,
    messages: messages[locale].validation,
  };
}

export function myQnaLabels(locale: Locale): MyQnaLabels {
  const t = messages[locale].myQna;
  return { ...ownRecordsLabels(locale, 'myQna'), date: t.date, status: t.status, category: t.category, progress: {}, categories: {} };
}

export function myApplicationsLabels(locale: Locale): MyApplicationsLabels {
  const t = messages[locale].careerMy;
  const f = messages[locale].forms;
  const c = messages[locale].careers;
  return {
    ...ownRecordsLabels(locale, 'careerMy'), name: f.name, phone: f.phone, view: t.view, applied: t.applied, withdrawn: t.withdrawn, withdrawnNotice: t.withdrawnNotice,
    jobCategory: c.jobCategory, employmentType: c.employmentType, location: c.location, codes: { cities: {}, jobTypes: {}, careerTypes: {} },
  };
}
