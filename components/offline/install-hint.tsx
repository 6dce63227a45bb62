'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './offline.module.css';

/** Chromium's install offer, held until the shopper asks (not in TypeScript's DOM types). */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
}

const DISMISSED = 'lp-install-hint';

/** Whether the shopper said "do not show again" (storage may be refused: then it is shown, and dismissed for the page). */
function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === 'dismissed';
  } catch {
    return false;
  }
}

/** Opened from the home screen already. */
const installed = () => matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
/** An iPhone's or iPad's Safari, which installs only from its Share menu, not installed yet nor dismissed. */
const iosSafariToInstall = () => /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent) && !installed() && !dismissed();
const nothingChanges = () => () => undefined;

/**
 * A quiet "Add to home screen" (issue 54), on the weekly sale and My list only: in the page's
 * flow, never a popup, and gone for good once dismissed. Shown where the browser offers to
 * install (Chromium's `beforeinstallprompt`, its button opens the browser's own dialog) or on an
 * iPhone's Safari (the steps, since it has no such offer); never in the installed app.
 */
export function InstallHint({ labels }: { labels: { label: string; text: string; button: string; ios: string; dismiss: string } }) {
  const ios = useSyncExternalStore(nothingChanges, iosSafariToInstall, () => false);
  const [offered, setOffered] = useState(false);
  const [closed, setClosed] = useState(false);
  const offer = useRef<InstallOffer | null>(null);

  useEffect(() => {
    if (installed() || dismissed()) return;
    const onOffer = (event: Event) => {
      event.preventDefault();
      offer.current = event as InstallOffer;
      setOffered(true);
    };
    const onInstalled = () => setClosed(true);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const shown = closed ? null : offered ? 'offer' : ios ? 'ios' : null;
  if (!shown) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, 'dismissed');
    } catch {
      // Not kept: hidden for this page only.
    }
    setClosed(true);
  };
  return (
    <aside className={styles.hint} aria-label={labels.label}>
      <p>
        {labels.text} {shown === 'ios' ? labels.ios : null}
      </p>
      {shown === 'offer' ? (
        <button type="button" className="button" onClick={() => void offer.current?.prompt().finally(() => setClosed(true))}>
          {labels.button}
        </button>
      ) : null}
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        {labels.dismiss}
      </button>
    </aside>
  );
}
