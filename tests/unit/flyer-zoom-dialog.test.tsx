import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FlyerZoomDialog } from '@/components/sale/flyer-zoom-dialog';
import { SaleWeekItemsProvider, type SaleWeekItems } from '@/components/sale/sale-week-items';
import { MY_LIST_KEY } from '@/lib/hooks/use-my-list';
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
    const week: SaleWeekItems = {
      departments: [{ department: 'grocery', heading: 'Groceries', items: [{ id: 5, name: '신라면', name_eng: 'Shin Ramyun', name_own: '', own_lang: '', price: '$4.99', unit: '5-pack', regular_price: '$6.49', editions: ['korean'] }] }],
      locale: 'en',
      region: { slug: 'maryland', label: 'Maryland' },
      saleEnd: '2026-12-02',
      labels: { regularPrice: 'Regular price', addToList: messages.en.sale.items.addToList, closeItem: messages.en.sale.items.closeItem, showInList: messages.en.sale.items.showInList },
      listing: { name: 'Maryland Weekly Sale', url: 'https://example.com/en/sale/maryland', siteUrl: 'https://example.com', flyers: { korean: '/api/files/1/korean.webp' } },
    };
    /** The dialog as the flyer viewer holds it: the card's item in its state. */
    function Viewer({ onClose, onSpot }: { onClose: () => void; onSpot: (id: number) => void }) {
      const [item, setItem] = useState<number | null>(null);
      return (
        <SaleWeekItemsProvider value={week}>
          <FlyerZoomDialog src="/api/files/1/flyer.webp" alt="Weekly sale flyer" open onClose={onClose} labels={labels} spots={spots} spotsLabel="Items on the flyer" item={item} onItem={setItem} onSpot={onSpot} />
        </SaleWeekItemsProvider>
      );
    }
    const setupSpots = () => {
      window.localStorage.clear();
      const onClose = jest.fn();
      const onSpot = jest.fn();
      const result = renderWithIntl(<Viewer onClose={onClose} onSpot={onSpot} />);
      const image = screen.getByRole('img', { name: 'Weekly sale flyer' });
      Object.defineProperty(image, 'offsetWidth', { value: 400 });
      Object.defineProperty(image, 'offsetHeight', { value: 600 });
      const stage = result.container.querySelector<HTMLElement>('[data-zoomed]')!;
      Object.defineProperty(stage, 'clientWidth', { value: 400 });
      Object.defineProperty(stage, 'clientHeight', { value: 700 });
      stage.getBoundingClientRect = () => ({ left: 0, top: 50, width: 400, height: 700, right: 400, bottom: 750, x: 0, y: 50, toJSON: () => ({}) });
      return { ...result, image, onClose, onSpot, spot: screen.getByRole('link', { name: 'Shin Ramyun, $4.99' }), stage };
    };
    const card = () => screen.queryByRole('region', { name: /^Shin Ramyun/ });
    /** A finger's tap: down and up in one place, then the click the browser makes of it. */
    const tap = (target: Element, x: number, y: number, timeStamp: number) => {
      for (const type of ['pointerdown', 'pointerup'] as const) {
        const event = new PointerEvent(type, { bubbles: true, pointerId: 1, clientX: x, clientY: y });
        Object.defineProperties(event, { pointerType: { value: 'touch' }, timeStamp: { value: timeStamp } });
        act(() => void target.dispatchEvent(event));
      }
      fireEvent.click(target, { detail: 1 });
    };

    it('zoom and move with the picture', async () => {
      const { spot, image } = setupSpots();
      await userEvent.setup().keyboard('++');
      const layer = screen.getByRole('group', { name: 'Items on the flyer' });
      expect(layer.style.transform).toBe(transform(image));
      expect(transform(image)).toBe('translate(0px, 0px) scale(1.2)');
      expect(spot).toHaveAttribute('href', '#sale-item-5');
    });

    it('a spot shows its item in place, with Add to my list, and never closes the viewer', async () => {
      const user = userEvent.setup();
      const { spot, onSpot, onClose } = setupSpots();
      await user.click(spot);
      expect(card()).toHaveTextContent('Shin Ramyun$4.995-packRegular price: $6.49');
      expect(onClose).not.toHaveBeenCalled();
      expect(onSpot).not.toHaveBeenCalled();

      const add = within(card()!).getByRole('button', { name: /^Add to my list\b.*Shin Ramyun$/ });
      await user.click(add);
      expect(add).toHaveAttribute('aria-pressed', 'true');
      expect(JSON.parse(window.localStorage.getItem(MY_LIST_KEY)!)).toEqual([expect.objectContaining({ id: 5, name_eng: 'Shin Ramyun', department: 'grocery', sale_end: '2026-12-02' })]);

      // The way to the list is a deliberate second step.
      await user.click(within(card()!).getByRole('button', { name: 'See it in the list' }));
      expect(onSpot).toHaveBeenCalledWith(5);
    });

    it('by keyboard, the card takes focus, and closing it goes back to the spot', async () => {
      const user = userEvent.setup();
      const { spot, onClose } = setupSpots();
      spot.focus();
      await user.keyboard('{Enter}');
      expect(card()).toHaveFocus();
      await user.click(within(card()!).getByRole('button', { name: 'Close the item' }));
      expect(card()).not.toBeInTheDocument();
      expect(spot).toHaveFocus();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('a finger\'s tap beside the picture puts the card away but stays in the viewer; a double tap zooms in where it lands, and out again', () => {
      const { spot, stage, image, onClose } = setupSpots();
      tap(spot, 200, 400, 1_000);
      expect(card()).toBeInTheDocument();
      tap(stage, 20, 60, 2_000);
      expect(card()).not.toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();

      // 100 px right of and 50 px below the stage's centre (200, 400): that point stays under the finger.
      tap(stage, 300, 450, 3_000);
      tap(stage, 300, 450, 3_200);
      expect(scale(image)).toBe(2.5);
      expect(transform(image)).toBe('translate(-150px, -75px) scale(2.5)');
      // A double tap on a spot zooms (back out) and shows no card.
      tap(spot, 200, 400, 5_000);
      tap(spot, 200, 400, 5_150);
      expect(scale(image)).toBe(1);
      expect(card()).not.toBeInTheDocument();
      // Taps far apart in time are two taps.
      tap(stage, 300, 450, 7_000);
      tap(stage, 300, 450, 7_500);
      expect(scale(image)).toBe(1);
    });

    it('a drag that starts on a spot moves the picture and picks nothing', () => {
      const { spot, stage } = setupSpots();
      fireEvent.keyDown(stage, { key: '+' });
      fireEvent.pointerDown(spot, { pointerId: 1, clientX: 100, clientY: 100 });
      fireEvent.pointerMove(spot, { pointerId: 1, clientX: 130, clientY: 100 });
      fireEvent.pointerUp(spot, { pointerId: 1 });
      fireEvent.click(spot);
      expect(card()).not.toBeInTheDocument();
    });
  });
});
