'use client';

import { Link } from '@/lib/i18n/navigation';
import { useStorageFlag } from '@/lib/hooks/use-storage-flag';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import { Icon } from '@/components/ui/icon';
import styles from './floating-widget.module.css';

interface FloatingWidgetProps {
  labels: { label: string; open: string; close: string; giftcard: string; membership: string; top: string; newTab: string };
}

/** Quick links at the screen edge; open by default, its state kept for the session (`floatOpen`). */
export function FloatingWidget({ labels }: FloatingWidgetProps) {
  const [open, setOpen] = useStorageFlag('session', 'floatOpen', true);
  return (
    <aside className={styles.widget} aria-label={labels.label} data-open={open}>
      <button
        type="button"
        data-needs-script=""
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="floating-links"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className={styles.chevron} />
        <span className="visually-hidden">{open ? labels.close : labels.open}</span>
      </button>
      <ul id="floating-links" className={styles.links} hidden={!open}>
        <li>
          {/* On screen on every page and seldom followed: not worth a prefetch on each first visit. */}
          <Link href="/giftcard" prefetch={false} className={styles.link}>
            <Icon name="gift" className={styles.icon} />
            <span className={styles.label}>{labels.giftcard}</span>
          </Link>
        </li>
        <li>
          <a href={EXTERNAL_LINKS.membership} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <Icon name="star" className={styles.icon} />
            <span className={styles.label}>{labels.membership}</span>
            <span className="visually-hidden"> {labels.newTab}</span>
          </a>
        </li>
      </ul>
      <a href="#top" className={styles.top}>
        <Icon name="arrowUp" size={20} />
        <span className="visually-hidden">{labels.top}</span>
      </a>
    </aside>
  );
}
