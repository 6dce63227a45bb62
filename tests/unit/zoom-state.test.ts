import { initialZoom, MAX_SCALE, zoomReducer, type ZoomState } from '@/lib/zoom/zoom-state';

const bounds = { width: 400, height: 600 };
const apply = (state: ZoomState, times: number, type: 'zoomIn' | 'zoomOut') => Array.from({ length: times }).reduce<ZoomState>((s) => zoomReducer(s, { type }), state);

describe('zoomReducer', () => {
  it('zooms in and out in steps of 0.1, without drifting', () => {
    const in3 = apply(initialZoom, 3, 'zoomIn');
    expect(in3.scale).toBe(1.3);
    expect(apply(in3, 1, 'zoomOut').scale).toBe(1.2);
  });

  it('stays between 1 and 4', () => {
    expect(apply(initialZoom, 5, 'zoomOut')).toEqual(initialZoom);
    expect(apply(initialZoom, 100, 'zoomIn').scale).toBe(MAX_SCALE);
    expect(zoomReducer(initialZoom, { type: 'zoomTo', scale: 9, bounds }).scale).toBe(4);
    expect(zoomReducer(initialZoom, { type: 'zoomTo', scale: 0.2, bounds }).scale).toBe(1);
  });

  it('pans only while zoomed, and never past the picture\'s edges', () => {
    expect(zoomReducer(initialZoom, { type: 'pan', dx: 50, dy: 50, bounds })).toEqual(initialZoom);
    const zoomed = zoomReducer(initialZoom, { type: 'zoomTo', scale: 2, bounds });
    expect(zoomReducer(zoomed, { type: 'pan', dx: 50, dy: -30, bounds })).toEqual({ scale: 2, x: 50, y: -30 });
    // At scale 2 the picture overhangs by half its size on each axis: 200 and 300.
    expect(zoomReducer(zoomed, { type: 'pan', dx: 5000, dy: -5000, bounds })).toEqual({ scale: 2, x: 200, y: -300 });
  });

  it('brings the picture back inside as it zooms out, and centres it at 1', () => {
    let state = zoomReducer(initialZoom, { type: 'zoomTo', scale: 2, bounds });
    state = zoomReducer(state, { type: 'pan', dx: 200, dy: 300, bounds });
    state = zoomReducer(state, { type: 'zoomOut' });
    expect(state.scale).toBe(1.9);
    expect(state.x).toBeCloseTo(180);
    expect(state.y).toBeCloseTo(270);
    expect(apply(state, 9, 'zoomOut')).toEqual(initialZoom);
  });

  it('resets to fit', () => {
    const state = zoomReducer(zoomReducer(initialZoom, { type: 'zoomTo', scale: 3, bounds }), { type: 'pan', dx: 10, dy: 10, bounds });
    expect(zoomReducer(state, { type: 'reset' })).toEqual(initialZoom);
  });
});
