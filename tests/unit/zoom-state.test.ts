import { initialZoom, MAX_SCALE, zoomReducer, type Bounds, type ZoomState } from '@/lib/zoom/zoom-state';

// A portrait flyer fitted into a landscape stage (a desktop), centred: 400 x 600 in 1000 x 600.
const bounds: Bounds = { width: 400, height: 600, stageWidth: 1000, stageHeight: 600 };
const apply = (state: ZoomState, times: number, type: 'zoomIn' | 'zoomOut') =>
  Array.from({ length: times }).reduce<ZoomState>((s) => zoomReducer(s, { type, bounds }), state);

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

  it('pans only while zoomed, and only until the picture\'s edges reach the stage\'s', () => {
    expect(zoomReducer(initialZoom, { type: 'pan', dx: 50, dy: 50, bounds })).toEqual(initialZoom);
    const zoomed = zoomReducer(initialZoom, { type: 'zoomTo', scale: 2, bounds });
    // 800 x 1200 in 1000 x 600: narrower than the stage (no sideways move), 600 too tall (300 each way).
    expect(zoomReducer(zoomed, { type: 'pan', dx: 50, dy: -30, bounds })).toEqual({ scale: 2, x: 0, y: -30 });
    expect(zoomReducer(zoomed, { type: 'pan', dx: 5000, dy: -5000, bounds })).toEqual({ scale: 2, x: 0, y: -300 });
    expect(zoomReducer(zoomed, { type: 'pan', dx: 0, dy: 5000, bounds })).toEqual({ scale: 2, x: 0, y: 300 });
  });

  it('reaches every edge of a picture that overhangs on both axes (a phone)', () => {
    const phone: Bounds = { width: 390, height: 585, stageWidth: 390, stageHeight: 700 };
    const zoomed = zoomReducer(initialZoom, { type: 'zoomTo', scale: 3, bounds: phone });
    // 1170 x 1755 in 390 x 700: 390 to each side, 527.5 up and down.
    expect(zoomReducer(zoomed, { type: 'pan', dx: -9999, dy: -9999, bounds: phone })).toEqual({ scale: 3, x: -390, y: -527.5 });
    expect(zoomReducer(zoomed, { type: 'pan', dx: 9999, dy: 9999, bounds: phone })).toEqual({ scale: 3, x: 390, y: 527.5 });
  });

  it('brings the picture back inside as it zooms out, and centres it at 1', () => {
    let state = zoomReducer(initialZoom, { type: 'zoomTo', scale: 2, bounds });
    state = zoomReducer(state, { type: 'pan', dx: 0, dy: 300, bounds });
    state = zoomReducer(state, { type: 'zoomOut', bounds });
    expect(state.scale).toBe(1.9);
    // 1140 tall in 600: 270 each way.
    expect(state.y).toBeCloseTo(270);
    expect(apply(state, 9, 'zoomOut')).toEqual(initialZoom);
  });

  it('resets to fit', () => {
    const state = zoomReducer(zoomReducer(initialZoom, { type: 'zoomTo', scale: 3, bounds }), { type: 'pan', dx: 10, dy: 10, bounds });
    expect(zoomReducer(state, { type: 'reset' })).toEqual(initialZoom);
  });

  // 390 x 585 fitted in a phone's 390 x 700 stage; a tap measured from the stage's centre.
  const phone: Bounds = { width: 390, height: 585, stageWidth: 390, stageHeight: 700 };
  it.each([
    ['at the centre: zooms in there', initialZoom, 0, 0, { scale: 2.5, x: 0, y: 0 }],
    ['off the centre: the tapped point stays under the finger', initialZoom, 100, 150, { scale: 2.5, x: -150, y: -225 }],
    ['near a corner: as far as the picture\'s edge reaches the stage\'s', initialZoom, 190, 290, { scale: 2.5, x: -285, y: -381.25 }],
    ['while zoomed in: back to the whole picture', { scale: 1.7, x: 40, y: -20 }, 10, 10, initialZoom],
  ])('a double tap %s', (_, state, x, y, expected) => {
    expect(zoomReducer(state, { type: 'doubleTap', x, y, bounds: phone })).toEqual(expected);
  });
});
