import type { ReactNode } from 'react';
import type { AdminFormState } from '@/lib/admin/form-state';
import { FormMessage } from './form-message';
import styles from './admin.module.css';

/**
 * A long form's Save with its outcome beside it, held at the foot of the screen while the form is
 * in view (issue 49: "Saved" appeared thousands of pixels below where the eye was).
 */
export function SaveBar({ state, signInAgain, loginHref, children }: { state: AdminFormState; signInAgain: string; loginHref: string; children: ReactNode }) {
  return (
    <div className={styles.saveBar}>
      {children}
      <FormMessage state={state} signInAgain={signInAgain} loginHref={loginHref} />
    </div>
  );
}
