'use client';

import { useState, type ReactNode } from 'react';
import { Popup } from '../ui/popup';
import styles from './store-detail.module.css';

interface StoreServicesProps {
  food: boolean;
  foodList: string[];
  snack: boolean;
  /** The Snack Lab poster, drawn on the server (ServerImage), so next/image's client code stays off the page. */
  poster: ReactNode;
  labels: { foodCourt: string; foodCourtTitle: string; foodCourtUnknown: string; snackLab: string; snackLabTitle: string; noServices: string; close: string };
}

/** Store services: the food court's list and the Snack Lab poster, each in a popup. */
export function StoreServices({ food, foodList, snack, poster, labels }: StoreServicesProps) {
  const [open, setOpen] = useState<'food' | 'snack' | null>(null);
  if (!food && !snack) return <p>{labels.noServices}</p>;
  return (
    <>
      <ul className={styles.services}>
        {food ? (
          <li>
            <button type="button" className="button button-outline" onClick={() => setOpen('food')} aria-haspopup="dialog">
              {labels.foodCourt}
            </button>
          </li>
        ) : null}
        {snack ? (
          <li>
            <button type="button" className="button button-outline" onClick={() => setOpen('snack')} aria-haspopup="dialog">
              {labels.snackLab}
            </button>
          </li>
        ) : null}
      </ul>
      <Popup open={open === 'food'} onClose={() => setOpen(null)} title={labels.foodCourtTitle} closeLabel={labels.close}>
        {foodList.length ? (
          <ul className={styles.foodList}>
            {foodList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>{labels.foodCourtUnknown}</p>
        )}
      </Popup>
      <Popup open={open === 'snack'} onClose={() => setOpen(null)} title={labels.snackLabTitle} closeLabel={labels.close}>
        {poster}
      </Popup>
    </>
  );
}
