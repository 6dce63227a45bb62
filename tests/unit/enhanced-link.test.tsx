import { fireEvent, render, screen } from '@testing-library/react';
import { EnhancedLink } from '@/components/ui/enhanced-link';

describe('EnhancedLink', () => {
  const setup = () => {
    const onActivate = jest.fn();
    render(
      <EnhancedLink href="/flyer.png" onActivate={onActivate}>
        Zoom
      </EnhancedLink>,
    );
    return { onActivate, link: screen.getByRole('button', { name: 'Zoom' }) };
  };

  it('is a link to the picture in the HTML, for a tap before its script runs', () => {
    expect(setup().link).toHaveAttribute('href', '/flyer.png');
  });

  it.each([
    ['a click', (link: HTMLElement) => fireEvent.click(link), 1, true],
    ['Space', (link: HTMLElement) => fireEvent.keyDown(link, { key: ' ' }), 1, true],
    ['a Ctrl-click (new tab)', (link: HTMLElement) => fireEvent.click(link, { ctrlKey: true }), 0, false],
    ['a middle click', (link: HTMLElement) => fireEvent.click(link, { button: 1 }), 0, false],
  ])('on %s: activates instead of following (or follows)', (_, act, calls, prevented) => {
    const { onActivate, link } = setup();
    const followed = !act(link);
    expect(onActivate).toHaveBeenCalledTimes(calls);
    expect(followed).toBe(prevented);
  });
});
