/**
 * The flyer viewer's zoom and pan (spec section 9: zoom steps of 0.1). Scale runs from 1 (fits)
 * to 4; the picture can be moved only while zoomed, and never further than its own edges.
 */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
export const ZOOM_STEP = 0.1;

export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

/** The size of the picture at scale 1, which bounds how far it may move. */
export interface Bounds {
  width: number;
  height: number;
}

export type ZoomAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'zoomTo'; scale: number; bounds: Bounds }
  | { type: 'pan'; dx: number; dy: number; bounds: Bounds }
  | { type: 'reset' };

export const initialZoom: ZoomState = { scale: 1, x: 0, y: 0 };

const roundScale = (scale: number) => Math.round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) * 10) / 10;

function clampOffsets(state: ZoomState, bounds?: Bounds): ZoomState {
  if (state.scale <= MIN_SCALE) return { scale: MIN_SCALE, x: 0, y: 0 };
  if (!bounds) return state;
  const maxX = ((state.scale - 1) * bounds.width) / 2;
  const maxY = ((state.scale - 1) * bounds.height) / 2;
  return { scale: state.scale, x: Math.min(maxX, Math.max(-maxX, state.x)), y: Math.min(maxY, Math.max(-maxY, state.y)) };
}

export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  switch (action.type) {
    case 'zoomIn':
      return clampOffsets({ ...state, scale: roundScale(state.scale + ZOOM_STEP) });
    case 'zoomOut': {
      // Shrink the offsets with the scale so the picture stays inside its edges.
      const scale = roundScale(state.scale - ZOOM_STEP);
      const ratio = state.scale > 1 ? (scale - 1) / (state.scale - 1) : 0;
      return clampOffsets({ scale, x: state.x * ratio, y: state.y * ratio });
    }
    case 'zoomTo':
      return clampOffsets({ ...state, scale: roundScale(action.scale) }, action.bounds);
    case 'pan':
      if (state.scale <= MIN_SCALE) return state;
      return clampOffsets({ ...state, x: state.x + action.dx, y: state.y + action.dy }, action.bounds);
    case 'reset':
      return initialZoom;
  }
}
