'use client';

import { FlyerPicture } from './flyer-picture';
import type { FlyerEdition } from './flyer-viewer';
import tabs from '../ui/tabs.module.css';
import styles from './flyer-viewer.module.css';

interface FlyerEditionsWithoutScriptProps {
  editions: FlyerEdition[];
  labels: { tabs: string; noImage: string; zoom: string };
  main: boolean;
  /** An edition's address (`?lang=2`). */
  hrefOf: (tab: number) => string;
}

export const editionPanelId = (tab: number) => `flyer-panel-${tab}`;

/**
 * The flyer before its script runs, on a cached page that cannot read `?lang=`: every edition is
 * in the HTML under its heading, and the edition links add the edition's #fragment, so CSS
 * `:target` shows the chosen one (else the first). Hidden editions' pictures are lazy, so they are
 * not fetched. The viewer's tabs replace this once its script runs.
 */
export function FlyerEditionsWithoutScript({ editions, labels, main, hrefOf }: FlyerEditionsWithoutScriptProps) {
  return (
    <div className={styles.withoutScript}>
      <nav aria-label={labels.tabs} className={tabs.list}>
        {editions.map((edition) => (
          <a key={edition.tab} href={`${hrefOf(edition.tab)}#${editionPanelId(edition.tab)}`} className={`${tabs.tab} ${styles.editionLink}`}>
            {edition.label}
          </a>
        ))}
      </nav>
      <div className={styles.editions}>
        {editions.map((edition, index) => (
          <section key={edition.tab} id={editionPanelId(edition.tab)} aria-labelledby={`${editionPanelId(edition.tab)}-heading`} className={`${styles.panel} ${styles.edition}`}>
            <h3 id={`${editionPanelId(edition.tab)}-heading`} className="visually-hidden">
              {edition.label}
            </h3>
            <FlyerPicture edition={edition} zoomLabel={labels.zoom} noImage={labels.noImage} onZoom={() => undefined} main={main && index === 0} />
          </section>
        ))}
      </div>
    </div>
  );
}
