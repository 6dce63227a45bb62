/** What an admin form's server action answers: its messages, in the admin's language. */
export interface AdminFormState {
  status: 'idle' | 'error' | 'done';
  /** One line for the whole form (refused, saved). */
  message?: string;
  /** Messages per field, as the API's 400 answers carry them. */
  errors?: Record<string, string[]>;
  /** The session ended meanwhile: what was typed stays, and the form offers to sign in again. */
  signedOut?: boolean;
  /** A record saved: the revision its form now stands on (its next save is checked against it). */
  base?: number;
  /** A colleague saved the record meanwhile: a page comparing their version with the form's. */
  compare?: { href: string; label: string };
}

export const IDLE: AdminFormState = { status: 'idle' };
