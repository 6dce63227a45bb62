import { ServerImage } from '@/components/ui/server-image';
import { Link } from '@/lib/i18n/navigation';
import type { DealStatus } from '@/lib/deals/deal-status';
import { FallbackText, type FallbackTags } from '@/components/ui/fallback-text';
import type { PickedText } from '@/lib/i18n/in-language';
import styles from './deals.module.css';

export interface DealCardProps {
  href: string;
  title: PickedText;
  /** The tag after a title shown in the other language. */
  tags: FallbackTags;
  thumbnail: string | null;
  period: string;
  location: string;
  status: DealStatus;
  statusLabel: string;
  /** The first cards are above the fold on a phone: load them first. */
  main?: boolean;
}

export function DealCard({ href, title, tags, thumbnail, period, location, status, statusLabel, main }: DealCardProps) {
  return (
    <Link href={href} className={styles.card}>
      <span className={styles.thumb}>
        {thumbnail ? (
          <ServerImage src={thumbnail} alt="" width={800} height={600} sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 92vw" main={main} />
        ) : (
          <span className={styles.noThumb} aria-hidden="true" />
        )}
        <span className={styles.status} data-status={status}>
          {statusLabel}
        </span>
      </span>
      <span className={styles.cardBody}>
        <strong className={styles.cardTitle}>
          <FallbackText picked={title} tags={tags} />
        </strong>
        <span className={styles.meta}>{location}</span>
        <span className={styles.meta}>{period}</span>
      </span>
    </Link>
  );
}
