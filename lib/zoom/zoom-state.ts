/**
 * The flyer viewer's zoom and pan (spec section 9: zoom steps of 0.1). Scale runs from 1 (the
 * whole picture fits the stage) to 4; the picture can be moved only while it is larger than the
 * stage, and only until its edges reach the stage's, so every part can be brought into view.
 */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const ZOOM_STEP = 0.1;

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

/** The picture's size at scale 1 (fitted, centred) and the stage's size around it. */
export interface Bounds {
  width: number;
  height: number;
  stageWidth: number;
  stageHeight: number;
}

export type ZoomAction =
  | { type: 'zoomIn'; bounds?: Bounds }
  | { type: 'zoomOut'; bounds?: Bounds }
  | { type: 'zoomTo'; scale: number; bounds: Bounds }
  | { type: 'pan'; dx: number; dy: number; bounds: Bounds }
  /** A double tap at (x, y), measured from the stage's centre: zooms in there, or back out to the whole picture. */
  | { type: 'doubleTap'; x: number; y: number; bounds: Bounds }
  | { type: 'reset' };

/** How far a double tap zooms in: close enough to read a price, as a phone's own double tap does. */
export const DOUBLE_TAP_SCALE = 2.5;

export const initialZoom: ZoomState = { scale: 1, x: 0, y: 0 };

const roundScale = (scale: number) => Math.round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) * 10) / 10;

/** How far the scaled picture may move from the centre on one axis: its overhang, or 0. */
const reach = (scale: number, size: number, stage: number) => Math.max(0, (scale * size - stage) / 2);

function clampOffsets(state: ZoomState, bounds?: Bounds): ZoomState {
  if (state.scale <= MIN_SCALE) return { scale: MIN_SCALE, x: 0, y: 0 };
  if (!bounds) return state;
  const maxX = reach(state.scale, bounds.width, bounds.stageWidth);
  const maxY = reach(state.scale, bounds.height, bounds.stageHeight);
  const clamp = (value: number, max: number) => Math.min(max, Math.max(-max, value)) || 0;
  return { scale: state.scale, x: clamp(state.x, maxX), y: clamp(state.y, maxY) };
}

export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case 'zoomIn':
      return clampOffsets({ ...state, scale: roundScale(state.scale + ZOOM_STEP) }, action.bounds);
    case 'zoomOut': {
      // Shrink the offsets with the scale so the picture stays inside its edges.
      const scale = roundScale(state.scale - ZOOM_STEP);
      const ratio = state.scale > 1 ? (scale - 1) / (state.scale - 1) : 0;
      return clampOffsets({ scale, x: state.x * ratio, y: state.y * ratio }, action.bounds);
    }
    case 'zoomTo':
      return clampOffsets({ ...state, scale: roundScale(action.scale) }, action.bounds);
    case 'pan':
      if (state.scale <= MIN_SCALE) return state;
      return clampOffsets({ ...state, x: state.x + action.dx, y: state.y + action.dy }, action.bounds);
    case 'doubleTap': {
      if (state.scale > MIN_SCALE) return initialZoom;
      // The point of the picture under the finger stays under it: (x, y) = offset + scale * point.
      const scale = DOUBLE_TAP_SCALE;
      const pointX = (action.x - state.x) / state.scale;
      const pointY = (action.y - state.y) / state.scale;
      return clampOffsets({ scale, x: action.x - scale * pointX, y: action.y - scale * pointY }, action.bounds);
    }
    case 'reset':
      return initialZoom;
  }
}
