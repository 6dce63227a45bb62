'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import type { ZoomDialogLabels } from './flyer-zoom-dialog';
import { TabList } from '../ui/tab-list';
import { FlyerPicture } from './flyer-picture';
import type { OptimizedImage } from '../ui/optimized-image';
import { FlyerEditionsWithoutScript } from './flyer-editions-without-script';
import { showSaleItem, type FlyerSpot } from './flyer-spots';
import { needsScript, useHydrated } from '@/lib/hooks/use-hydrated';
import { useQueryTab } from '@/lib/hooks/use-query-tab';
import styles from './flyer-viewer.module.css';

// The zoom viewer is put on the page when first opened and loaded once the page has run, not
// with it (3.5 kB of the weekly sale's first-load scripts).
const loadZoomDialog = () => import('./flyer-zoom-dialog').then((module) => module.FlyerZoomDialog);
const FlyerZoomDialog = dynamic(loadZoomDialog);

export interface FlyerEdition {
  /** Spec tab numbers: 1 Korean/English, 2 Chinese, 3 Vietnamese, 4 Indian. */
  tab: number;
  label: string;
  url: string | null;
  /** The picture's sources (flyer-editions.ts); null where there is no picture. */
  image: OptimizedImage | null;
  alt: string;
  /** On the sale page: the edition's items placed on its picture, the spots' group name, and the link to the items as text. */
  items?: { spots: FlyerSpot[]; spotsLabel: string; link: string };
}

interface FlyerViewerProps {
  editions: FlyerEdition[];
  initialTab: number;
  /** The query parameter that holds the tab (`lang` on /sale): the tab then follows the address, Back and Forward included. */
  tabParam?: string;
  /** The rest of the address's query as the server rendered it (`location=1`), for the tab links before script runs. */
  renderedQuery?: string;
  labels: { tabs: string; noImage: string; zoom: string; print: string; printTitle: string; viewer: ZoomDialogLabels };
  /** The page's main picture (/sale): fetched first, at high priority, and preloaded in the head. */
  main?: boolean;
}

/**
 * The week's flyer: edition tabs (kept in the address as ?lang=), the picture (opens the zoom
 * viewer), and printing just the flyer on A4. Where the tab is kept in the address, the page's
 * HTML (cached, the same for every ?lang=) holds every edition until this script runs.
 */
export function FlyerViewer({ editions, initialTab, tabParam, renderedQuery, labels, main = false }: FlyerViewerProps) {
  const [tab, choose, hrefOf] = useQueryTab(tabParam, editions.map((e) => e.tab), initialTab, renderedQuery);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  // The item whose card the viewer shows: a spot tapped in the viewer, or on the page (which opens it).
  const [cardItem, setCardItem] = useState<number | null>(null);
  const [printing, setPrinting] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  // The item whose spot closed the zoom viewer: shown once the dialog has closed, instead of returning to the flyer.
  const picked = useRef<number | null>(null);
  const hydrated = useHydrated();
  const edition = editions.find((e) => e.tab === tab) ?? editions[0]!;
  const openZoom = () => {
    setZoomUsed(true);
    setZoomOpen(true);
  };

  useEffect(() => {
    void loadZoomDialog();
  }, []);

  // Print: load the original flyer into the print-only area, then print with the spec's title.
  useEffect(() => {
    if (!printing) return;
    const title = document.title;
    const restore = () => {
      document.title = title;
      setPrinting(false);
    };
    window.addEventListener('afterprint', restore, { once: true });
    document.title = labels.printTitle;
    const image = document.getElementById('flyer-print-image') as HTMLImageElement | null;
    const print = () => window.print();
    if (!image || image.complete) print();
    else image.addEventListener('load', print, { once: true });
    return () => window.removeEventListener('afterprint', restore);
  }, [printing, labels.printTitle]);

  if (hrefOf && !hydrated) {
    return (
      <div className={styles.viewer}>
        <FlyerEditionsWithoutScript editions={editions} labels={labels} main={main} hrefOf={hrefOf} />
      </div>
    );
  }

  return (
    <div className={styles.viewer}>
      <TabList
        label={labels.tabs}
        tabs={editions.map((item) => ({ key: item.tab, label: item.label }))}
        active={tab}
        onChange={choose}
        tabId={(key) => `flyer-tab-${key}`}
        panelId={() => 'flyer-panel'}
        hrefOf={hrefOf}
      />

      <div role="tabpanel" id="flyer-panel" aria-labelledby={`flyer-tab-${edition.tab}`} className={styles.panel}>
        <FlyerPicture
          edition={edition}
          zoomLabel={labels.zoom}
          noImage={labels.noImage}
          onZoom={openZoom}
          onSpot={(item) => {
            setCardItem(item);
            openZoom();
          }}
          main={main}
          opener={opener}
        >
          <button type="button" className="button" onClick={() => setPrinting(true)} data-needs-script={needsScript(hydrated)}>
            {labels.print}
          </button>
        </FlyerPicture>
        {edition.url && zoomUsed ? (
          <FlyerZoomDialog
            src={edition.url}
            alt={edition.alt}
            open={zoomOpen}
            onClose={() => {
              setZoomOpen(false);
              setCardItem(null);
              const item = picked.current;
              picked.current = null;
              if (item === null) opener.current?.focus();
              else showSaleItem(item);
            }}
            labels={labels.viewer}
            spots={edition.items?.spots}
            spotsLabel={edition.items?.spotsLabel}
            item={cardItem}
            onItem={setCardItem}
            onSpot={(item) => {
              picked.current = item;
              setZoomOpen(false);
            }}
          />
        ) : null}
        {edition.url && printing ? (
          <div className="print-only" aria-hidden="true">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img id="flyer-print-image" src={edition.url} alt="" className={styles.printImage} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
