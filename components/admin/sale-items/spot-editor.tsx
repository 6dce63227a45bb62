'use client';

import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import type { Edition, Spot } from '@/lib/sale/items';
import { itemSpotSchema } from '@/lib/validation/item-spot';
import { FieldErrors } from '../field-errors';
import { FormMessage } from '../form-message';
import { useAdminForm } from '../use-admin-form';
import adminStyles from '../admin.module.css';
import styles from './sale-items.module.css';

interface SpotEditorProps {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  edition: Edition;
  picture: string;
  alt: string;
  items: Array<{ id: number; name: string; spot: Spot | null }>;
  loginHref: string;
}

type Drag = { x0: number; y0: number; x1: number; y1: number };

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** A fraction as a percent of two decimals, never past 100 (what the schema takes). */
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;
const boxOf = (drag: Drag): Spot => ({ x: Math.min(drag.x0, drag.x1), y: Math.min(drag.y0, drag.y1), w: Math.abs(drag.x1 - drag.x0), h: Math.abs(drag.y1 - drag.y0) });
const placed = (spot: Spot) => ({ left: `${spot.x * 100}%`, top: `${spot.y * 100}%`, width: `${spot.w * 100}%`, height: `${spot.h * 100}%` });

/**
 * One edition's flyer picture with its items' places outlined: choose an item, drag a rectangle
 * over it and it is saved, through the same action as the typed form. A mouse or a pen draws at
 * once; a finger scrolls the page past the picture, as on any page, until staff choose to draw
 * with it (on a touch screen), and again after the rectangle is drawn.
 */
export function SpotEditor({ action, edition, picture, alt, items, loginHref }: SpotEditorProps) {
  const t = useTranslations('admin.sales.items');
  const admin = useTranslations('admin');
  const form = useAdminForm(action, itemSpotSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [fingerDraws, setFingerDraws] = useState(false);
  const [picked, setChosen] = useState(items[0]!.id);
  // The chosen item left the list in an import: then the first is chosen.
  const chosen = items.some((item) => item.id === picked) ? picked : items[0]!.id;

  const at = (event: PointerEvent<HTMLDivElement>) => {
    const area = event.currentTarget.getBoundingClientRect();
    return { x: clamp((event.clientX - area.left) / area.width), y: clamp((event.clientY - area.top) / area.height) };
  };
  // Where the drag began, read by the next events at once (state is for drawing: a quick lift can come before it renders).
  const origin = useRef<{ x: number; y: number } | null>(null);
  // While a rectangle is drawn the page holds still. A finger chose to draw (touch-action: none
  // then); a pen draws without choosing, but the browser would pan for it as for a finger.
  useEffect(() => {
    const surface = surfaceRef.current!;
    const holdStill = (event: TouchEvent) => {
      if (origin.current && event.cancelable) event.preventDefault();
    };
    surface.addEventListener('touchmove', holdStill, { passive: false });
    return () => surface.removeEventListener('touchmove', holdStill);
  }, []);
  function start(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.pointerType === 'touch' && !fingerDraws)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    origin.current = at(event);
    setDrag({ x0: origin.current.x, y0: origin.current.y, x1: origin.current.x, y1: origin.current.y });
  }
  function move(event: PointerEvent<HTMLDivElement>) {
    if (!origin.current) return;
    const { x, y } = at(event);
    setDrag({ x0: origin.current.x, y0: origin.current.y, x1: x, y1: y });
  }
  function end(event: PointerEvent<HTMLDivElement>) {
    const from = origin.current;
    origin.current = null;
    setDrag(null);
    if (!from || !formRef.current) return;
    const to = at(event);
    const box = boxOf({ x0: from.x, y0: from.y, x1: to.x, y1: to.y });
    // A click, not a drag.
    if (box.w < 0.005 || box.h < 0.005) return;
    setFingerDraws(false);
    const [left, top] = [percent(box.x), percent(box.y)];
    const values = { x: left, y: top, width: percent(box.x + box.w) - left, height: percent(box.y + box.h) - top };
    for (const [name, value] of Object.entries(values)) (formRef.current.elements.namedItem(name) as HTMLInputElement).value = value.toFixed(2);
    formRef.current.requestSubmit();
  }
  function cancel() {
    origin.current = null;
    setDrag(null);
  }

  const errors = Object.values(form.errors).flat();
  const chosenName = items.find((item) => item.id === chosen)!.name;
  return (
    <form ref={formRef} action={form.formAction} onSubmit={form.onSubmit} className={styles.editor} noValidate>
      <label className={adminStyles.field}>
        {t('item')}
        <select name="item" value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.fingerTools}>
        <button type="button" className={fingerDraws ? 'button' : 'button button-outline'} aria-pressed={fingerDraws} onClick={() => setFingerDraws(!fingerDraws)}>
          {t('drawWithFinger')}
        </button>
        {fingerDraws ? <p className={adminStyles.hint}>{t('fingerDrawing', { item: chosenName })}</p> : null}
      </div>
      <input type="hidden" name="edition" value={edition} />
      {(['x', 'y', 'width', 'height'] as const).map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
      <div ref={surfaceRef} className={styles.surface} data-finger-draws={fingerDraws || undefined} onPointerDown={start} onPointerMove={move} onPointerUp={end} onPointerCancel={cancel}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the stored flyer as it is, for drawing on */}
        <img src={picture} alt={alt} draggable={false} className={styles.picture} />
        {items.map((item) =>
          item.spot ? (
            <span key={item.id} className={styles.spot} data-chosen={item.id === chosen || undefined} style={placed(item.spot)}>
              <span className={styles.spotName}>{item.name}</span>
            </span>
          ) : null,
        )}
        {drag ? <span className={styles.drawing} style={placed(boxOf(drag))} aria-hidden="true" /> : null}
      </div>
      <FieldErrors id={`spot-editor-${edition}-error`} messages={errors.length ? errors : undefined} />
      <FormMessage state={form.state} signInAgain={admin('signInAgain')} loginHref={loginHref} />
    </form>
  );
}
