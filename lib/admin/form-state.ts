/** What an admin form's server action answers: its messages, in the admin's language. */
export interface AdminFormState {
  status: 'idle' | 'error' | 'done';
  /** One line for the whole form (refused, saved). */
  message?: string;
  /** Messages per field, as the API's 400 answers carry them. */
  errors?: Record<string, string[]>;
  /** The session ended meanwhile: what was typed stays, and the form offers to sign in again. */
  signedOut?: boolean;
}

export const IDLE: AdminFormState = { status: 'idle' };

/** A form's field messages without those of the fields edited since they were given. */
export function withoutEdited(errors: Record<string, string[]>, edited: ReadonlySet<string>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !edited.has(field)));
}
