'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { IDLE, type AdminFormState } from '@/lib/admin/form-state';
import { formValues } from '@/lib/admin/form-values';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

/**
 * An admin form: its server action's state, and the same yup schema the action uses, checked
 * before sending (messages are keys of the `validation` catalogue, given as `messages`). The
 * server's messages win once it has answered.
 */
export function useAdminForm(action: Action, schema: AnyObjectSchema, messages: Record<string, string>) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const [local, setLocal] = useState<Record<string, string[]> | null>(null);

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
      for (const item of error.inner.length ? error.inner : [error]) (found[item.path ?? 'form'] ??= []).push(messages[item.message] ?? item.message);
      setLocal(found);
      return;
    }
    setLocal(null);
    startTransition(() => formAction(data));
  }

  return { state, formAction, pending, onSubmit, errors: local ?? state.errors ?? {} };
}
