import { act, render } from '@testing-library/react';
import { OfflineReady } from '@/components/offline/offline-ready';

/*
 * The service worker's registration (components/offline/offline-ready.tsx, issue 54): after the
 * load, with the pages a shopper needs in the aisle in the page's language, the page's own store
 * link, and the page itself when the worker did not see it load; again, fresh, when the
 * connection comes back. (The worker's side: tests/unit/service-worker-rules.test.ts and
 * tests/e2e/offline.spec.ts.)
 */
describe('the service worker is registered after the load and told what to keep', () => {
  const sent: unknown[] = [];
  const controlled: unknown[] = [];
  let register: jest.Mock;

  beforeEach(() => {
    sent.length = 0;
    controlled.length = 0;
    const registration = { active: { postMessage: (message: unknown) => sent.push(message) } };
    register = jest.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve(registration), controller: null },
    });
    window.history.replaceState(null, '', '/en/sale/new-jersey');
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<a href="/en/location-detail/edison-nj" data-keep-offline="">Store page</a>';
  });

  it('keeps My list, the locator, My store\'s page and the page it did not see load; all again, fresh, once back online', async () => {
    await act(async () => {
      render(<OfflineReady />);
    });
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(sent).toEqual([{ type: 'keep', urls: ['/en/sale/my-list', '/en/location', '/en/location-detail/edison-nj', '/en/sale/new-jersey'] }]);

    Object.defineProperty(navigator.serviceWorker, 'controller', { configurable: true, value: { postMessage: (message: unknown) => controlled.push(message) } });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(controlled).toEqual([{ type: 'keep', fresh: true, urls: ['/en/sale/my-list', '/en/location', '/en/location-detail/edison-nj', '/en/sale/new-jersey'] }]);
  });

  it('in Korean, a page the worker already controls is not asked for again', async () => {
    document.documentElement.lang = 'ko';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/sale/maryland');
    Object.defineProperty(navigator.serviceWorker, 'controller', { configurable: true, value: { postMessage: () => undefined } });
    await act(async () => {
      render(<OfflineReady />);
    });
    expect(sent).toEqual([{ type: 'keep', urls: ['/sale/my-list', '/location'] }]);
  });
});
