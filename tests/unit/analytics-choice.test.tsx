import { render, screen, waitFor } from '@testing-library/react';
import { Analytics } from '@/components/layout/analytics';
import { sendPageView } from '@/lib/analytics/send-page-view';

jest.mock('@next/third-parties/google', () => ({ GoogleAnalytics: ({ gaId }: { gaId: string }) => <span data-testid="ga">{gaId}</span> }));

/*
 * GA loads only for a browser that allows it (issue 52): its own Global Privacy Control, the
 * choice kept on /privacy/choices, and what the server saw of the request (Sec-GPC) each say no.
 */

const answer = (body: unknown, ok = true) => jest.fn(async () => ({ ok, json: async () => body }) as Response);

describe('Analytics', () => {
  const navigatorGpc = Object.getOwnPropertyDescriptor(Navigator.prototype, 'globalPrivacyControl');
  afterEach(() => {
    document.cookie = 'analytics=; max-age=0';
    if (navigatorGpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', navigatorGpc);
    else delete (Navigator.prototype as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  it('loads GA once the server says this request allows it', async () => {
    global.fetch = answer({ analytics: true, standing: 'on' });
    render(<Analytics gaId="G-TEST" />);
    expect(await screen.findByTestId('ga')).toHaveTextContent('G-TEST');
    expect(global.fetch).toHaveBeenCalledWith('/api/privacy/choices/', expect.objectContaining({ cache: 'no-store' }));
  });

  it.each([
    ['the server saw Sec-GPC: 1', answer({ analytics: false, standing: 'gpc' })],
    ['the server cannot answer', answer({ detail: 'busy' }, false)],
    ['the request fails', jest.fn(async () => Promise.reject(new TypeError('offline')))],
  ])('loads nothing when %s', async (_name, fetcher) => {
    global.fetch = fetcher as typeof fetch;
    render(<Analytics gaId="G-TEST" />);
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('ga')).toBeNull();
  });

  it('does not even ask when the browser sends Global Privacy Control or analytics were turned off here', async () => {
    global.fetch = answer({ analytics: true, standing: 'on' });
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true });
    render(<Analytics gaId="G-TEST" />);
    delete (Navigator.prototype as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    document.cookie = 'analytics=off';
    render(<Analytics gaId="G-TEST" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('ga')).toBeNull();
  });
});

describe('sendPageView', () => {
  it('reports through gtag, unless analytics were turned off in another tab since', () => {
    const gtag = jest.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    sendPageView({ page_path: '/sale', page_location: 'http://localhost/sale', page_title: 'Weekly Sale' });
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', { page_path: '/sale', page_location: 'http://localhost/sale', page_title: 'Weekly Sale' });
    document.cookie = 'analytics=off';
    sendPageView({ page_path: '/event', page_location: 'http://localhost/event', page_title: 'Special Deals' });
    expect(gtag).toHaveBeenCalledTimes(1);
    document.cookie = 'analytics=; max-age=0';
    delete (window as { gtag?: unknown }).gtag;
  });
});
