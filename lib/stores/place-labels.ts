/** A rectangle in pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface LabelRequest {
  id: string;
  /** What the label names: a marker or a dot. The label goes beside it. */
  anchor: Box;
  width: number;
  height: number;
}

export interface PlacedLabel {
  id: string;
  side: LabelSide;
  box: Box;
}

const SIDES: LabelSide[] = ['right', 'left', 'above', 'below'];
const GAP = 3;

export const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function beside({ anchor, width, height }: LabelRequest, side: LabelSide): Box {
  const middleY = (anchor.top + anchor.bottom) / 2;
  const middleX = (anchor.left + anchor.right) / 2;
  const left = side === 'right' ? anchor.right + GAP : side === 'left' ? anchor.left - GAP - width : middleX - width / 2;
  const top = side === 'above' ? anchor.top - GAP - height : side === 'below' ? anchor.bottom + GAP : middleY - height / 2;
  return { left, top, right: left + width, bottom: top + height };
}

/**
 * Places labels in the order given (the most important first): each on the first side of its
 * anchor (right, left, above, below) where it lies whole inside `bounds` and covers no obstacle
 * and no label placed before it; a label that fits nowhere is left out.
 */
export function placeLabels(requests: LabelRequest[], obstacles: Box[], bounds: Box): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  for (const request of requests) {
    for (const side of SIDES) {
      const box = beside(request, side);
      const inside = box.left >= bounds.left && box.right <= bounds.right && box.top >= bounds.top && box.bottom <= bounds.bottom;
      if (inside && !obstacles.some((other) => overlaps(box, other)) && !placed.some((other) => overlaps(box, other.box))) {
        placed.push({ id: request.id, side, box });
        break;
      }
    }
  }
  return placed;
}

/** About how wide a line of this type is, in pixels (bold sans-serif; Hangul is wider). */
export const textWidth = (text: string, size: number) => [...text].reduce((sum, ch) => sum + (/[\u3131-\uD79D]/.test(ch) ? 1 : 0.66), 0) * size;
