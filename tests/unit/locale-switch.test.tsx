import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleSwitch } from '@/components/layout/locale-switch';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { pathnameMock, routerSpy } from '../helpers/navigation-mock';

jest.mock('next/navigation', () => ({
  useRouter: () => jest.requireActual('../helpers/navigation-mock').routerSpy,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

describe('LocaleSwitch', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('offers KR and EN links to the same page, marking the current language', () => {
    pathnameMock.current = '/privacy';
    renderWithIntl(<LocaleSwitch label="언어" names={messages.ko.header.switchTo} />);
    const ko = screen.getByRole('link', { name: 'KR 한국어로 보기' });
    const en = screen.getByRole('link', { name: 'EN View in English' });
    expect(ko).toHaveAttribute('href', '/privacy');
    expect(ko).toHaveAttribute('aria-current', 'true');
    expect(en).toHaveAttribute('href', '/en/privacy');
    expect(en).toHaveAttribute('lang', 'en');
    expect(en).not.toHaveAttribute('aria-current');
  });

  it('switches in place to the other language\'s own address, keeping the query, and remembers the choice', async () => {
    pathnameMock.current = '/sale';
    window.history.replaceState(null, '', '/sale?location=2&lang=3');
    const user = userEvent.setup();
    renderWithIntl(<LocaleSwitch label="언어" names={messages.ko.header.switchTo} />);
    await user.click(screen.getByRole('link', { name: 'EN View in English' }));
    expect(routerSpy.replace).toHaveBeenCalledWith('/en/sale?location=2&lang=3', { scroll: false });
    expect(document.cookie).toContain('NEXT_LOCALE=en');
  });

  it.each([
    ['/sale/search', '?q=%EA%B3%A0%EC%B6%94%EC%9E%A5'],
    ['/event', '?location=2&search=kimchi&page=3'],
    ['/career', '?cities=1%2C3&ordering=due_date'],
  ])('keeps the query of %s in the links themselves, for a visit without script or a new tab', (path, query) => {
    pathnameMock.current = path;
    window.history.replaceState(null, '', `${path}${query}`);
    renderWithIntl(<LocaleSwitch label="언어" names={messages.ko.header.switchTo} />);
    expect(screen.getByRole('link', { name: 'KR 한국어로 보기' })).toHaveAttribute('href', `${path}${query}`);
    expect(screen.getByRole('link', { name: 'EN View in English' })).toHaveAttribute('href', `/en${path}${query}`);
  });
});
