import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieNotice } from '@/components/layout/cookie-notice';
import { messages, renderWithIntl } from '../helpers/render-with-intl';


describe('CookieNotice', () => {
  it('shows with a privacy-policy link until OK, then stores visit=true', async () => {
    const user = userEvent.setup();
    renderWithIntl(<CookieNotice labels={messages.ko.cookie} />);
    const notice = screen.getByRole('dialog', { name: '쿠키 안내' });
    expect(notice).toHaveTextContent(messages.ko.cookie.text);
    expect(screen.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog', { name: '쿠키 안내' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('visit')).toBe('true');
  });

  it('stays hidden for a browser that already said OK', () => {
    window.localStorage.setItem('visit', 'true');
    renderWithIntl(<CookieNotice labels={messages.en.cookie} />, 'en');
    expect(screen.queryByRole('dialog', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});
