'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Formik, Form, useField, useFormikContext, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { Link, useAppLocale } from '@/lib/i18n/client-navigation';
import { formatTemplate } from '@/lib/i18n/format-template';
import { HttpError, visitorMessage } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { CONTENT_MAX_LENGTH } from '@/lib/validation/limits';
import { FORM_KINDS, type FormKind } from './form-kinds';
import { FilePicker } from './file-picker';
import { ScriptNeeded } from './script-needed';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { startFromForm, useTypedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import styles from './forms.module.css';

export interface FieldSpec {
  name: string;
  kind: 'text' | 'email' | 'tel' | 'password' | 'textarea' | 'select';
  label: string;
  autoComplete?: string;
  hint?: string;
  options?: Array<{ value: string; label: string }>;
  placeholder?: string;
}

export interface FormKitLabels {
  required: string;
  counter: string;
  files: string;
  filesHint: string;
  chooseFiles: string;
  removeFile: string;
  noFiles: string;
  consent: string;
  privacyLink: string;
  submit: string;
  sending: string;
  submitted: string;
  errorSummary: string;
  /** Alerted when the server gives no message of its own (the network failed). */
  sendFailed: string;
  /** Said when script is off: the form cannot be sent without it. */
  scriptNeeded: string;
  /** The `validation` messages, by key. */
  messages: Record<string, string>;
}

interface InquiryFormProps {
  kind: FormKind;
  fields: FieldSpec[];
  initialValues?: Record<string, string>;
  labels: FormKitLabels;
  /** Shown instead of the form once it is sent (contact, vendor); tenant forms only alert. */
  done?: ReactNode;
  /** Fixed values sent with every submission, never shown or edited (a job application's posting id). */
  hidden?: Record<string, string>;
}

type Values = Record<string, string | boolean | File[]>;

// yup and the forms' schemas (13 kB compressed) are fetched once the form has run, not with the
// page: nothing is checked before the first keystroke, and a check waits for them if it must.
const loadFormSchema = (kind: FormKind) => import('./form-schemas').then((module) => module.FORM_SCHEMAS[kind]);

/**
 * What formik's `validationSchema` does, with the schema fetched first. Should the fetch fail (no
 * signal, a release that replaced the file), nothing is refused here: the API checks the same
 * schema, and its refusals come back on their fields.
 */
async function validateWithSchema(kind: FormKind, values: Values): Promise<FormikErrors<Values>> {
  const schema = await loadFormSchema(kind).catch(() => null);
  if (!schema) return {};
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}

/** Re-checks 100 ms after the last change (spec) whether everything required is filled in. */
function useReady(required: string[]) {
  const { values } = useFormikContext<Values>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      const filled = required.every((name) => {
        const value = values[name];
        return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
      });
      setReady(filled && values.consent === true);
    }, 100);
    return () => clearTimeout(timer);
  }, [values, required]);
  return ready;
}

/**
 * Whether the error summary shows: decided when a submit attempt settles and kept until the next
 * one settles (as GOV.UK's error summary does). If it vanished as the last field was fixed, the
 * form would jump under the finger that was reaching for the consent box or Submit.
 */
function useSummary(failed: boolean) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Values>();
  const [shown, setShown] = useState({ attempt: 0, failed: false });
  const settled = submitCount > 0 && !isSubmitting;
  if (submitCount === 0 && shown.attempt !== 0) setShown({ attempt: 0, failed: false });
  else if (settled && shown.attempt !== submitCount) {
    setShown({ attempt: submitCount, failed: failed || Object.keys(errors).length > 0 });
  }
  return shown.failed;
}

function Field({ spec, required, labels }: { spec: FieldSpec; required: boolean; labels: FormKitLabels }) {
  const [field, meta] = useField<string>(spec.name);
  const { submitCount } = useFormikContext<Values>();
  const id = useId();
  // Errors appear on a submit attempt and then follow the typing: never on blur, where a message
  // appearing or vanishing would move the control the visitor is about to tap.
  const shown = meta.error && submitCount > 0 ? (labels.messages[meta.error] ?? meta.error) : undefined;
  const describedBy = [spec.hint ? `${id}-hint` : '', spec.kind === 'textarea' ? `${id}-counter` : '', shown ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': Boolean(shown), 'aria-describedby': describedBy, 'aria-required': required, ...field };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {spec.label}
        {required ? <span className={styles.required}> ({labels.required})</span> : null}
      </label>
      {spec.hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {spec.hint}
        </p>
      ) : null}
      {spec.kind === 'textarea' ? (
        <>
          <textarea {...common} rows={7} maxLength={CONTENT_MAX_LENGTH} />
          <p className={styles.counter} id={`${id}-counter`}>
            {formatTemplate(labels.counter, { count: field.value.length, max: CONTENT_MAX_LENGTH })}
          </p>
        </>
      ) : spec.kind === 'select' ? (
        <select {...common}>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          inputMode={spec.kind === 'tel' ? 'tel' : spec.kind === 'email' ? 'email' : undefined}
          placeholder={spec.placeholder}
        />
      )}
      {shown ? (
        <p className={styles.error} id={`${id}-error`}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}

function Body({ kind, fields, labels, failed }: { kind: FormKind; fields: FieldSpec[]; labels: FormKitLabels; failed: boolean }) {
  const { required } = FORM_KINDS[kind];
  const ready = useReady(required);
  const { values, setValues, setFieldValue, isSubmitting, errors, submitCount } = useFormikContext<Values>();
  const [consent, consentMeta] = useField<boolean>({ name: 'consent', type: 'checkbox' });
  const showSummary = useSummary(failed);
  const consentError = consentMeta.error && submitCount > 0 ? (labels.messages[consentMeta.error] ?? consentMeta.error) : undefined;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // A submit that settles refused: the first field to mend gets the focus (not Submit, where a
  // screen reader would stay and a phone's keyboard would not open).
  const focusedAttempt = useRef(0);
  useEffect(() => {
    if (!showSummary || isSubmitting || focusedAttempt.current === submitCount) return;
    focusedAttempt.current = submitCount;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [showSummary, isSubmitting, submitCount]);
  // What was typed before this script ran is kept, so Submit is ready for it too.
  useTypedBeforeHydration(form, (element) => {
    const typed = startFromForm(values, element);
    if (Object.keys(typed).some((name) => typed[name] !== values[name])) void setValues(typed);
  });

  return (
    // method="post": should the browser ever send it natively, no field lands in the address.
    <Form ref={form} noValidate method="post" className={styles.form} aria-busy={isSubmitting}>
      <ScriptNeeded text={labels.scriptNeeded} />
      {showSummary ? (
        <p className={styles.summary} role="alert">
          {labels.errorSummary}
        </p>
      ) : null}
      {fields.map((spec) => (
        <Field key={spec.name} spec={spec} required={(required as readonly string[]).includes(spec.name)} labels={labels} />
      ))}
      <FilePicker
        label={labels.files}
        hint={labels.filesHint}
        files={values.files as File[]}
        onChange={(files) => void setFieldValue('files', files)}
        required={(required as readonly string[]).includes('files')}
        error={errors.files && submitCount > 0 ? (labels.messages[String(errors.files)] ?? String(errors.files)) : undefined}
        labels={{ choose: labels.chooseFiles, remove: labels.removeFile, none: labels.noFiles, required: labels.required }}
        messages={labels.messages}
      />
      <div className={styles.consent}>
        <label>
          <input
            type="checkbox"
            name={consent.name}
            checked={Boolean(consent.checked)}
            onChange={consent.onChange}
            onBlur={consent.onBlur}
            aria-invalid={Boolean(consentError)}
            aria-describedby={consentError ? 'consent-error' : undefined}
          />
          <span>{labels.consent}</span>
        </label>
        <Link href="/privacy" target="_blank" className={styles.privacy}>
          {labels.privacyLink}
        </Link>
        {consentError ? (
          <p className={styles.error} id="consent-error">
            {consentError}
          </p>
        ) : null}
      </div>
      {/* Looks enabled only when ready (spec); still focusable and clickable, so a click on
          an incomplete form shows what is missing instead of doing nothing. */}
      <button
        type="submit"
        className={`button ${styles.submit}`}
        disabled={!hydrated}
        aria-disabled={!ready || isSubmitting}
        data-ready={ready && !isSubmitting}
      >
        {isSubmitting ? labels.sending : labels.submit}
      </button>
    </Form>
  );
}

/** The kit's form: formik with the API's yup schema (form-schemas.ts), the spec's rules, and the API's answers. */
export function InquiryForm({ kind, fields, initialValues = {}, labels, done, hidden = {} }: InquiryFormProps) {
  const locale = useAppLocale();
  const config = FORM_KINDS[kind];
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  // Hidden values are values too, so the shared schema checks them as the API will.
  const start: Values = { ...Object.fromEntries(fields.map((field) => [field.name, ''])), ...initialValues, ...hidden, files: [], consent: false };
  const validate = useCallback((values: Values) => validateWithSchema(kind, values), [kind]);
  useEffect(() => {
    loadFormSchema(kind).catch(() => undefined);
  }, [kind]);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // A second click while sending does nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    const payload: Record<string, string | File> = { ...hidden };
    for (const field of fields) payload[field.name] = String(values[field.name] ?? '').trim();
    (values.files as File[]).forEach((file, index) => {
      payload[`file${index + 1}`] = file;
    });
    try {
      await endpoints.submit(config.endpoint, payload, locale);
      if (config.after === 'alert') {
        window.alert(labels.submitted);
        helpers.resetForm();
      } else {
        setSent(true);
        window.scrollTo({ top: 0 });
      }
    } catch (error) {
      const body = error instanceof HttpError ? error.body : null;
      if (error instanceof HttpError && (error.status === 400 || error.status === 413) && body && typeof body === 'object') {
        const fieldErrors = Object.fromEntries(
          Object.entries(body as Record<string, unknown>)
            .filter(([key, value]) => key !== 'detail' && Array.isArray(value))
            .map(([key, value]) => [key, String((value as unknown[])[0])]),
        );
        helpers.setErrors(fieldErrors);
        setFailed(true);
        // A refusal of something the visitor cannot see or change (the posting applied to has
        // just closed) is said aloud, as the catalogue's message.
        const shown = new Set([...fields.map((field) => field.name), 'files', 'consent']);
        const unseen = Object.entries(fieldErrors).filter(([key]) => !shown.has(key));
        if (unseen.length) window.alert(unseen.map(([, message]) => labels.messages[message] ?? message).join('\n'));
      } else {
        window.alert(visitorMessage(error, labels.sendFailed));
      }
    } finally {
      inFlight.current = false;
    }
  };

  if (sent && done) return <>{done}</>;
  return (
    <Formik initialValues={start} validate={validate} onSubmit={submit} validateOnBlur={false} validateOnChange>
      <Body kind={kind} fields={fields} labels={labels} failed={failed} />
    </Formik>
  );
}
