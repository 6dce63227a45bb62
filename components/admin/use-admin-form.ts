'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { useTranslations, type Messages } from 'next-intl';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { IDLE, withoutEdited, type AdminFormState } from '@/lib/admin/form-state';
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
 * before sending (its messages are keys of the `validation` catalogue). The
 * server's messages win once it has answered; a field's message goes once the field is edited.
 */

export function useAdminForm(action: Action, schema: AnyObjectSchema) {
  const t = useTranslations('validation');
  const say = (message: string) => (t.has(message as ValidationKey) ? t(message as ValidationKey) : message);
  const [state, formAction, pending] = useActionState(action, IDLE);
  const [local, setLocal] = useState<Record<string, string[]> | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    // A new answer: its messages are about what was just sent.
    setAnswered(state);
    setEdited(new Set());
  }

  // Typed into since the messages were given: its message is out of date.
  function onInput(event: FormEvent<HTMLFormElement>) {
    const field = fieldOf(event.target);
    if (field && !edited.has(field)) setEdited(new Set(edited).add(field));
  }

  // Sent by hand rather than as the form's action, which React follows by emptying the form:
  // what was typed stays after a refusal (a wrong password, a session that ended meanwhile).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      schema.validateSync(formValues(data), { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const found: Record<string, string[]> = {};
      for (const item of error.inner.length ? error.inner : [error]) (found[item.path ?? 'form'] ??= []).push(say(item.message));
      setLocal(found);
      setEdited(new Set());
      return;
    }
    setLocal(null);
    startTransition(() => formAction(data));
  }

  return { state, formAction, pending, onSubmit, onInput, errors: withoutEdited(local ?? state.errors ?? {}, edited) };
}
