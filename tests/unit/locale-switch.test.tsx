import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleSwitch } from '@/components/layout/locale-switch';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { pathnameMock, routerSpy } from '../helpers/navigation-mock';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('../helpers/navigation-mock'));
jest.mock('next/navigation', () => ({ useRouter: () => jest.requireActual('../helpers/navigation-mock').routerSpy }));

describe('LocaleSwitch', () => {
  it('offers KR and EN links to the same page at its final address, marking the current language', () => {
    pathnameMock.current = '/privacy';
    renderWithIntl(<LocaleSwitch label="Language" names={messages.en.header.switchTo} />, 'en');
    // The spoken names start with the visible KR / EN (speech control).
    const ko = screen.getByRole('link', { name: 'KR 한국어로 보기' });
    const en = screen.getByRole('link', { name: 'EN View in English' });
    expect(ko).toHaveAttribute('href', '/privacy');
    expect(ko).toHaveAttribute('lang', 'ko');
    expect(ko).not.toHaveAttribute('aria-current');
    expect(en).toHaveAttribute('href', '/en/privacy');
    expect(en).toHaveAttribute('aria-current', 'true');
  });

  it('switches in place, keeping the query', async () => {
    pathnameMock.current = '/sale';
    window.history.replaceState(null, '', '/sale?location=2&lang=3');
    const user = userEvent.setup();
    renderWithIntl(<LocaleSwitch label="언어" names={messages.ko.header.switchTo} />);
    await user.click(screen.getByRole('link', { name: /View in English/ }));
    expect(routerSpy.replace).toHaveBeenCalledWith('/en/sale?location=2&lang=3', { scroll: false });
  });
});
