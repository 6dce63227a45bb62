import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleSwitch } from '@/components/layout/locale-switch';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { pathnameMock, routerSpy } from '../helpers/navigation-mock';

jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('../helpers/navigation-mock').routerSpy }));

describe('LocaleSwitch', () => {
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
});
