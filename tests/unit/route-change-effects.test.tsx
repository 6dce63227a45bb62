import { render } from '@testing-library/react';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';

const route = { pathname: '/privacy', search: '' };
jest.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

describe('RouteChangeEffects', () => {
  let scrollTo: jest.SpyInstance;
  // What GA's inline snippet defines on the page when a measurement id is set.
  const gtag = jest.fn();
  beforeEach(() => {
    (window as { gtag?: jest.Mock }).gtag = gtag;
    route.pathname = '/privacy';
    route.search = '';
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    gtag.mockClear();
  });
  afterEach(() => scrollTo.mockRestore());

  it('sends a page view on each route change after the first, and scrolls to the top', () => {
    const { rerender } = render(<RouteChangeEffects analytics />);
    expect(gtag).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();

    route.pathname = '/en/giftcard';
    rerender(<RouteChangeEffects analytics />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', expect.objectContaining({ page_path: '/en/giftcard' }));

    route.search = 'location=2';
    rerender(<RouteChangeEffects analytics />);
    expect(gtag).toHaveBeenLastCalledWith('event', 'page_view', expect.objectContaining({ page_path: '/en/giftcard?location=2' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('sends nothing without analytics, and leaves scrolling to the browser on back/forward', () => {
    const { rerender } = render(<RouteChangeEffects analytics={false} />);
    window.dispatchEvent(new PopStateEvent('popstate'));
    route.pathname = '/';
    rerender(<RouteChangeEffects analytics={false} />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(gtag).not.toHaveBeenCalled();
  });
});
