import { act, render, screen } from '@testing-library/react';
import { SavedSaleNotice } from '@/components/offline/saved-sale-notice';
import { addDays, storeToday } from '@/lib/dates';

/*
 * A weekly sale from the service worker's kept copy (issue 54): offline it says so and until when
 * its prices hold; a week ended by the phone's date says its prices are no longer valid, online
 * or not; online and current, nothing.
 */
const words = { offline: 'You are offline: valid through Dec 10, 2026.', ended: 'This sale ended on Nov 26, 2026.' };
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('the kept sale notice', () => {
  afterEach(() => setOnline(true));

  it('says nothing online, and that the page is kept once the connection goes', () => {
    setOnline(true);
    render(<SavedSaleNotice saleEnd={addDays(storeToday(), 3)} words={words} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(words.offline);
  });

  it('says a week that has ended is no longer valid, even online', () => {
    setOnline(true);
    render(<SavedSaleNotice saleEnd={addDays(storeToday(), -1)} words={words} />);
    expect(screen.getByRole('status')).toHaveTextContent(words.ended);
  });

  it('a sale whose last day is today is still current', () => {
    setOnline(true);
    render(<SavedSaleNotice saleEnd={storeToday()} words={words} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
