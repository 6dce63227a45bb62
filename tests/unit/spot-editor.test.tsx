import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpotEditor } from '@/components/admin/sale-items/spot-editor';
import type { AdminFormState } from '@/lib/admin/form-state';
import { renderWithIntl } from '../helpers/render-with-intl';

beforeAll(() => {
  // jsdom's pointer events carry no coordinates nor type: a browser's are mouse events with both.
  class TypedPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = TypedPointerEvent as unknown as typeof PointerEvent;
  Element.prototype.setPointerCapture = () => undefined;
});

function setup() {
  const action = jest.fn<Promise<AdminFormState>, [AdminFormState, FormData]>(async (state) => state);
  renderWithIntl(
    <SpotEditor
      action={action}
      edition="korean"
      picture="/api/files/1/flyer.webp?v=0123456789ab"
      alt="Korean / English flyer"
      items={[
        { id: 1, name: 'Napa cabbage', spot: null },
        { id: 2, name: 'Mackerel', spot: null },
      ]}
      loginHref="/admin/login"
    />,
    'en',
  );
  const surface = screen.getByRole('img', { name: 'Korean / English flyer' }).parentElement!;
  surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 400, right: 200, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
  const drawing = () => surface.querySelector('[aria-hidden="true"]');
  const press = (pointerType: string) => fireEvent.pointerDown(surface, { pointerType, button: 0, clientX: 20, clientY: 40 });
  return { action, surface, drawing, press, button: screen.getByRole('button', { name: 'Draw with a finger' }) };
}

describe('SpotEditor', () => {
  it('draws at once with a mouse or a pen', () => {
    for (const pointerType of ['mouse', 'pen']) {
      const { surface, drawing, press } = setup();
      press(pointerType);
      fireEvent.pointerMove(surface, { pointerType, clientX: 80, clientY: 120 });
      expect([pointerType, drawing()]).toEqual([pointerType, expect.any(HTMLElement)]);
      document.body.innerHTML = '';
    }
  });

  it('leaves a finger to scroll the page until staff choose to draw with it, and again once drawn', async () => {
    const { action, surface, drawing, press, button } = setup();
    expect(surface).not.toHaveAttribute('data-finger-draws');
    press('touch');
    expect(drawing()).toBeNull();

    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(surface).toHaveAttribute('data-finger-draws');
    expect(screen.getByText('Drag a rectangle over “Napa cabbage” with your finger', { exact: false })).toBeInTheDocument();
    press('touch');
    fireEvent.pointerMove(surface, { pointerType: 'touch', clientX: 80, clientY: 120 });
    expect(drawing()).not.toBeNull();

    fireEvent.pointerUp(surface, { pointerType: 'touch', clientX: 80, clientY: 120 });
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const sent = action.mock.calls[0]![1];
    expect(['item', 'x', 'y', 'width', 'height'].map((name) => sent.get(name))).toEqual(['1', '10.00', '10.00', '30.00', '20.00']);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(surface).not.toHaveAttribute('data-finger-draws');
  });
});
