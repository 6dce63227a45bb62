'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { useTranslations, type Messages } from 'next-intl';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { formValues } from '@/lib/admin/form-values';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
type ValidationKey = keyof Messages['validation'];

/** The field an input event came from: the control's name, or its widget's `data-field` (the editor, an upload slot). */
function fieldOf(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  const name = target.getAttribute('name');
  return name || target.closest('[data-field]')?.getAttribute('data-field') || null;
}

/**
 * An admin form: its server action's state, and the same yup schema the action uses, checked
 * before sending (its messages are keys of the `validation` catalogue). The server's messages
 * win once it has answered. A field with a message is checked again as it is edited: the
 * message goes once the value is valid, and says what is wrong with it while it is not.
 */
export function useAdminForm(action: Action, schema: AnyObjectSchema) {
  const t = useTranslations('validation');
  const say = (message: string) => (t.has(message as ValidationKey) ? t(message as ValidationKey) : message);
  const [state, formAction, pending] = useActionState(action, IDLE);
  const [local, setLocal] = useState<Record<string, string[]> | null>(null);
  // What the schema says now of each field edited since the messages were given (nothing: valid).
  const [rechecked, setRechecked] = useState<Readonly<Record<string, string[]>>>({});
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    // A new answer: its messages are about what was just sent.
    setAnswered(state);
    setRechecked({});
  }
  const given = local ?? state.errors ?? {};

  /** Every field's messages for these values, as Save finds them (whole-form rules included). */
  function problems(data: FormData): Record<string, string[]> {
    try {
      schema.validateSync(formValues(data), { abortEarly: false, stripUnknown: true });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Record<string, string[]> = {};
      for (const item of error.inner.length ? error.inner : [error]) (found[item.path ?? 'form'] ??= []).push(say(item.message));
      return found;
    }
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const field = fieldOf(event.target);
    if (!field || !Object.hasOwn(given, field)) return;
    // A name the schema does not hold as a field of its own (a list's item, a widget's part) just loses its message once edited.
    const now = Object.hasOwn(schema.fields, field) ? (problems(new FormData(event.currentTarget))[field] ?? []) : [];
    setRechecked((before) => ({ ...before, [field]: now }));
  }

  // Sent by hand rather than as the form's action, which React follows by emptying the form:
  // what was typed stays after a refusal (a wrong password, a session that ended meanwhile).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = problems(data);
    if (Object.keys(found).length) {
      setLocal(found);
      setRechecked({});
      return;
    }
    setLocal(null);
    startTransition(() => formAction(data));
  }

  const errors = Object.fromEntries(
    Object.entries(given)
      .map(([field, messages]): [string, string[]] => [field, Object.hasOwn(rechecked, field) ? rechecked[field]! : messages])
      .filter(([, messages]) => messages.length > 0),
  );
  return { state, formAction, pending, onSubmit, onInput, errors };
}
