import type { AdminFormState } from '@/lib/admin/form-state';
import styles from './admin.module.css';

/** The line under an admin form: refused (an alert) or done (a status); a way back in when signed out, a comparison when a colleague saved first. */
export function FormMessage({ state, signInAgain, loginHref }: { state: AdminFormState; signInAgain: string; loginHref: string }) {
  if (!state.message) return null;
  return (
    <p className={state.status === 'error' ? styles.error : styles.done} role={state.status === 'error' ? 'alert' : 'status'}>
      {state.message}
      {state.compare ? (
        <>
          {' '}
          <a href={state.compare.href} target="_blank" rel="noopener">
            {state.compare.label}
          </a>
        </>
      ) : null}
      {state.signedOut ? (
        <>
          {' '}
          <a href={loginHref} target="_blank" rel="noopener">
            {signInAgain}
          </a>
        </>
      ) : null}
    </p>
  );
}
