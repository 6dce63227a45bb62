import { Link } from '@/lib/i18n/navigation';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import { Icon } from '@/components/ui/icon';
import { FloatingPanel } from './floating-panel';
import styles from './floating-widget.module.css';

interface FloatingWidgetProps {
  labels: { label: string; open: string; close: string; giftcard: string; membership: string; top: string; newTab: string };
}

/**
 * Quick links at the screen edge. Rendered on the server; only the folding is a client leaf
 * (floating-panel.tsx), so the icons travel as markup, not as script on every page.
 */
export function FloatingWidget({ labels }: FloatingWidgetProps) {
  const links = (
    <>
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
    </>
  );
  return (
    <FloatingPanel labels={{ label: labels.label, open: labels.open, close: labels.close }} links={links}>
      <a href="#top" className={styles.top}>
        <Icon name="arrowUp" size={20} />
        <span className="visually-hidden">{labels.top}</span>
      </a>
    </FloatingPanel>
  );
}
