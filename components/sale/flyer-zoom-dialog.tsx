'use client';

import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatTemplate } from '@/lib/i18n/format-template';
import { initialZoom, zoomReducer, type Bounds } from '@/lib/zoom/zoom-state';
import { useScrollLock } from '@/lib/hooks/use-scroll-lock';
import { useModalDialog } from '@/lib/hooks/use-modal-dialog';
import { saleItemId } from '@/lib/sale/item-groups';
import { FlyerItemCard } from './flyer-item-card';
import { FlyerSpots, type FlyerSpot } from './flyer-spots';
import styles from './flyer-viewer.module.css';

export interface ZoomDialogLabels {
  title: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** How to zoom and move: with fingers on a touch screen, with the wheel and keys elsewhere (the style sheet shows the one that fits). */
  helpTouch: string;
  helpKeys: string;
  /** "Zoom {percent}%". */
  level: string;
}

interface FlyerZoomDialogProps {
  src: string;
  alt: string;
  open: boolean;
  onClose: () => void;
  labels: ZoomDialogLabels;
  /** The items placed on the picture: spots that zoom and move with it. */
  spots?: readonly FlyerSpot[];
  spotsLabel?: string;
  /** The item whose card shows over the flyer (a spot tapped), or null; and its change. */
  item?: number | null;
  onItem?: (id: number | null) => void;
  /** "See it in the list" on an item's card: the viewer should close and show that item. */
  onSpot?: (id: number) => void;
}

const KEY_PAN = 48;
/** Two taps this close in time (ms) and place (px) are a double tap, as a phone's own zoom takes them. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_SLOP = 30;

/**
 * The flyer, full screen: wheel, pinch or a double tap to zoom (steps of 0.1), drag to move while
 * zoomed, keys + − arrows 0; closes with its button, a mouse's click beside the picture, or
 * Escape, never by a finger's tap. A spot over the picture shows its item's card in place. The page
 * behind does not scroll, and focus returns to the flyer when it closes (native dialog).
 */
export function FlyerZoomDialog({ src, alt, open, onClose, labels, spots, spotsLabel = '', item = null, onItem, onSpot }: FlyerZoomDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [zoom, dispatch] = useReducer(zoomReducer, initialZoom);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const moved = useRef(false);
  const pointerType = useRef('mouse');
  const lastTap = useRef<{ at: number; x: number; y: number } | null>(null);
  // The click that follows a double tap's second tap: it zoomed, it does not pick a spot.
  const doubleTapped = useRef(false);
  const [pickedByKeyboard, setPickedByKeyboard] = useState(false);
  useScrollLock(open);

  const bounds = useCallback((): Bounds => {
    const image = imageRef.current;
    const stage = stageRef.current;
    return {
      width: image?.offsetWidth ?? 0,
      height: image?.offsetHeight ?? 0,
      stageWidth: stage?.clientWidth ?? 0,
      stageHeight: stage?.clientHeight ?? 0,
    };
  }, []);

  const step = useCallback((type: 'zoomIn' | 'zoomOut') => dispatch({ type, bounds: bounds() }), [bounds]);

  useModalDialog(dialogRef, open, closeRef, () => dispatch({ type: 'reset' }));

  // The wheel must be able to cancel the page's scroll, so it cannot be a passive listener.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !open) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      step(event.deltaY < 0 ? 'zoomIn' : 'zoomOut');
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [open, step]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const pan = (dx: number, dy: number) => dispatch({ type: 'pan', dx, dy, bounds: bounds() });
    const actions: Record<string, () => void> = {
      '+': () => step('zoomIn'),
      '=': () => step('zoomIn'),
      '-': () => step('zoomOut'),
      _: () => step('zoomOut'),
      '0': () => dispatch({ type: 'reset' }),
      ArrowLeft: () => pan(KEY_PAN, 0),
      ArrowRight: () => pan(-KEY_PAN, 0),
      ArrowUp: () => pan(0, KEY_PAN),
      ArrowDown: () => pan(0, -KEY_PAN),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    moved.current = false;
    doubleTapped.current = false;
    pointerType.current = event.pointerType;
    // Not on a spot: a captured pointer's click would land on the stage (closing the viewer), not the spot.
    if (!(event.target instanceof Element && event.target.closest('a'))) event.currentTarget.setPointerCapture?.(event.pointerId);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), scale: zoom.scale };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (pinch.current.distance > 0) dispatch({ type: 'zoomTo', scale: (pinch.current.scale * distance) / pinch.current.distance, bounds: bounds() });
      moved.current = true;
      return;
    }
    const dx = current.x - previous.x;
    const dy = current.y - previous.y;
    if (Math.abs(dx) + Math.abs(dy) > 2) moved.current = true;
    dispatch({ type: 'pan', dx, dy, bounds: bounds() });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const alone = pointers.current.size === 1;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    if (event.pointerType === 'touch' && alone && !moved.current) onTap(event);
  };

  /** A finger's tap: the second of two close together zooms in where it lands, or back out (and hides the item's card). */
  const onTap = (event: PointerEvent<HTMLDivElement>) => {
    const last = lastTap.current;
    if (!last || event.timeStamp - last.at > DOUBLE_TAP_MS || Math.hypot(event.clientX - last.x, event.clientY - last.y) > DOUBLE_TAP_SLOP) {
      lastTap.current = { at: event.timeStamp, x: event.clientX, y: event.clientY };
      return;
    }
    lastTap.current = null;
    doubleTapped.current = true;
    const stage = event.currentTarget.getBoundingClientRect();
    dispatch({ type: 'doubleTap', x: event.clientX - (stage.left + stage.width / 2), y: event.clientY - (stage.top + stage.height / 2), bounds: bounds() });
    onItem?.(null);
  };

  const closeCard = () => {
    const shown = item;
    onItem?.(null);
    // A keyboard user goes back to the spot they picked.
    if (pickedByKeyboard && shown !== null) dialogRef.current?.querySelector<HTMLElement>(`a[href="#${saleItemId(shown)}"]`)?.focus();
  };

  const percent = Math.round(zoom.scale * 100);
  // The picture and its spots move and zoom as one.
  const transform = `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="flyer-dialog-title"
      aria-describedby="flyer-dialog-help"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the dim area around the picture (the dialog itself) closes it.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className={styles.toolbar}>
        <h2 id="flyer-dialog-title" className={styles.dialogTitle}>
          {labels.title}
        </h2>
        <button type="button" className={styles.tool} onClick={() => step('zoomOut')} aria-label={labels.zoomOut} disabled={zoom.scale <= 1}>
          −
        </button>
        <output className={styles.level} aria-live="polite">
          {formatTemplate(labels.level, { percent })}
        </output>
        <button type="button" className={styles.tool} onClick={() => step('zoomIn')} aria-label={labels.zoomIn} disabled={zoom.scale >= 4}>
          +
        </button>
        <button type="button" className={styles.tool} onClick={() => dispatch({ type: 'reset' })} aria-label={labels.reset} disabled={zoom.scale === 1}>
          1:1
        </button>
        <button ref={closeRef} type="button" className={`${styles.tool} ${styles.close}`} onClick={onClose} aria-label={labels.close}>
          ×
        </button>
      </div>
      <div
        ref={stageRef}
        className={styles.stage}
        data-zoomed={zoom.scale > 1}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={(event) => {
          if (event.target !== stageRef.current || moved.current || doubleTapped.current) return;
          // A finger's tap beside the picture never leaves the viewer (it only puts the item's card away); a mouse's click closes it.
          if (pointerType.current === 'touch') onItem?.(null);
          else onClose();
        }}
      >
        {/* The original file, not a resized copy: zooming needs every pixel. Only while open,
            so the page itself never downloads it. */}
        {open ? (
          <div className={styles.zoomFrame}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              ref={imageRef}
              src={src}
              alt={alt}
              draggable={false}
              className={styles.zoomImage}
              style={{ transform }}
              data-scale={zoom.scale.toFixed(1)}
            />
            {spots?.length ? (
              <FlyerSpots
                spots={spots}
                label={spotsLabel}
                className={styles.zoomSpots}
                style={{ transform }}
                onPick={(id, event) => {
                  event.preventDefault();
                  // The end of a drag that began on a spot moves the picture, a double tap zooms: neither picks.
                  if (moved.current || doubleTapped.current || !onItem) return;
                  setPickedByKeyboard(event.detail === 0);
                  onItem(id);
                }}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      {item !== null ? <FlyerItemCard id={item} takeFocus={pickedByKeyboard} onClose={closeCard} onShowInList={(id) => onSpot?.(id)} /> : null}
      <p id="flyer-dialog-help" className={styles.help}>
        <span className={styles.helpTouch}>{labels.helpTouch}</span>
        <span className={styles.helpKeys}>{labels.helpKeys}</span>
      </p>
    </dialog>
  );
}

