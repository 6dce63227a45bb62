import { Link } from '@/lib/i18n/navigation';
import { saleHref } from '@/lib/content/sale-regions';
import styles from './sale-region-links.module.css';

interface SaleRegionLinksProps {
  regions: Array<{ value: number; label: string }>;
  current?: number;
  label: string;
}

/** Each state's week as a plain link: crawlers find every flyer, and it works without script. */
export function SaleRegionLinks({ regions, current, label }: SaleRegionLinksProps) {
  return (
    <nav aria-label={label} className={styles.regions}>
      <ul>
        {regions.map((region) => (
          <li key={region.value}>
            <Link href={saleHref(region.value)} aria-current={region.value === current ? 'page' : undefined} className={styles.region}>
              {region.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
