import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlyerZoomDialog } from '@/components/sale/flyer-zoom-dialog';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const viewer = messages.en.sale.viewer;
const labels = { ...viewer };

beforeAll(() => {
  // jsdom's pointer events carry no coordinates: a browser's are mouse events with an id.
  class PointerEventWithCoordinates extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventWithCoordinates as unknown as typeof PointerEvent;
  // jsdom has no modal dialogs: enough of one for the component.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function setup(onClose = jest.fn()) {
  const result = renderWithIntl(<FlyerZoomDialog src="/api/files/1/flyer.webp" alt="Weekly sale flyer" open onClose={onClose} labels={labels} />);
  const image = screen.getByRole('img', { name: 'Weekly sale flyer' });
  // The picture's size at scale 1 (fitted to a phone's stage), which with the stage bounds panning.
  Object.defineProperty(image, 'offsetWidth', { value: 400 });
  Object.defineProperty(image, 'offsetHeight', { value: 600 });
  const stage = result.container.querySelector('[data-zoomed]')!;
  Object.defineProperty(stage, 'clientWidth', { value: 400 });
  Object.defineProperty(stage, 'clientHeight', { value: 700 });
  return { ...result, image, onClose, dialog: result.container.querySelector('dialog')! };
}

const scale = (image: HTMLElement) => Number(image.getAttribute('data-scale'));
const transform = (image: HTMLElement) => image.style.transform;

describe('FlyerZoomDialog', () => {
  it('opens with the picture at its fitting size, focus on Close, and the page locked', () => {
    const { image, dialog } = setup();
    expect(dialog).toHaveAttribute('open');
    expect(scale(image)).toBe(1);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
  });

  it('zooms with + and − in steps of 0.1, resets with 0, and stays within 1 and 4', async () => {
    const user = userEvent.setup();
    const { image } = setup();
    await user.keyboard('++');
    expect(scale(image)).toBe(1.2);
    expect(screen.getByText('Zoom 120%')).toBeInTheDocument();
    await user.keyboard('-');
    expect(scale(image)).toBe(1.1);
    await user.keyboard('0');
    expect(scale(image)).toBe(1);
    await user.keyboard('-');
    expect(scale(image)).toBe(1);
    for (let i = 0; i < 40; i += 1) await user.keyboard('=');
    expect(scale(image)).toBe(4);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it('zooms with the mouse wheel', () => {
    const { image, container } = setup();
    const stage = container.querySelector('[data-zoomed]')!;
    act(() => {
      stage.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
      stage.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true, cancelable: true }));
    });
    expect(scale(image)).toBe(1.2);
    act(() => {
      stage.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    });
    expect(scale(image)).toBe(1.1);
  });

  it('moves the picture with arrows only when zoomed, and not past its edges', async () => {
    const user = userEvent.setup();
    const { image } = setup();
    await user.keyboard('{ArrowLeft}');
    expect(transform(image)).toBe('translate(0px, 0px) scale(1)');
    for (let i = 0; i < 10; i += 1) await user.keyboard('+');
    expect(scale(image)).toBe(2);
    await user.keyboard('{ArrowLeft}');
    expect(transform(image)).toBe('translate(48px, 0px) scale(2)');
    for (let i = 0; i < 10; i += 1) await user.keyboard('{ArrowLeft}');
    // At scale 2 a picture as wide as the stage (400 px) overhangs it by 200 px on each side.
    expect(transform(image)).toBe('translate(200px, 0px) scale(2)');
  });

  it('drags to move only when zoomed', () => {
    const { image, container } = setup();
    const stage = container.querySelector('[data-zoomed]')!;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 140, clientY: 130 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(transform(image)).toBe('translate(0px, 0px) scale(1)');
    fireEvent.keyDown(stage, { key: '+' });
    fireEvent.keyDown(stage, { key: '+' });
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 110, clientY: 95 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(transform(image)).toBe('translate(10px, -5px) scale(1.2)');
  });

  it('zooms with two fingers', () => {
    const { image, container } = setup();
    const stage = container.querySelector('[data-zoomed]')!;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 250, clientY: 100 });
    expect(scale(image)).toBe(1.5);
  });

  it('closes with its button, a click beside the picture, and Escape', async () => {
    const user = userEvent.setup();
    const { onClose, container, dialog, image } = setup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(container.querySelector('[data-zoomed]')!);
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(image);
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(4);
  });

  it('gives the page its scrolling back when closed', () => {
    const { rerender } = setup();
    rerender(<FlyerZoomDialog src="/api/files/1/flyer.webp" alt="Weekly sale flyer" open={false} onClose={() => undefined} labels={labels} />);
    expect(document.documentElement.style.overflow).toBe('');
  });

  describe('with spots', () => {
    const spots = [{ id: 5, label: 'Shin Ramyun, $4.99', spot: { x: 0.5, y: 0.5, w: 0.25, h: 0.1 } }];
    const setupSpots = () => {
      const onClose = jest.fn();
      const onSpot = jest.fn();
      const result = renderWithIntl(<FlyerZoomDialog src="/api/files/1/flyer.webp" alt="Weekly sale flyer" open onClose={onClose} labels={labels} spots={spots} spotsLabel="Items on the flyer" onSpot={onSpot} />);
      return { ...result, onClose, onSpot, spot: screen.getByRole('link', { name: 'Shin Ramyun, $4.99' }), stage: result.container.querySelector('[data-zoomed]')! };
    };

    it('zoom and move with the picture', async () => {
      const { spot } = setupSpots();
      const image = screen.getByRole('img', { name: 'Weekly sale flyer' });
      Object.defineProperty(image, 'offsetWidth', { value: 400 });
      Object.defineProperty(image, 'offsetHeight', { value: 600 });
      await userEvent.setup().keyboard('++');
      const layer = screen.getByRole('group', { name: 'Items on the flyer' });
      expect(layer.style.transform).toBe(transform(image));
      expect(transform(image)).toBe('translate(0px, 0px) scale(1.2)');
      expect(spot).toHaveAttribute('href', '#sale-item-5');
    });

    it('a spot asks to show its item, by click or keyboard, without closing by itself', async () => {
      const user = userEvent.setup();
      const { spot, onSpot, onClose } = setupSpots();
      await user.click(spot);
      expect(onSpot).toHaveBeenCalledWith(5);
      spot.focus();
      await user.keyboard('{Enter}');
      expect(onSpot).toHaveBeenCalledTimes(2);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('a drag that starts on a spot moves the picture and picks nothing', () => {
      const { spot, onSpot, stage } = setupSpots();
      fireEvent.keyDown(stage, { key: '+' });
      fireEvent.pointerDown(spot, { pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(spot, { pointerId: 1, clientX: 130, clientY: 100 });
      fireEvent.pointerUp(spot, { pointerId: 1 });
      fireEvent.click(spot);
      expect(onSpot).not.toHaveBeenCalled();
    });
  });
});
