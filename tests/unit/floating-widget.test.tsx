import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloatingWidget } from '@/components/layout/floating-widget';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import { messages, renderWithIntl } from '../helpers/render-with-intl';


function renderWidget(locale: 'ko' | 'en' = 'ko') {
  const m = messages[locale];
  renderWithIntl(<FloatingWidget labels={{ ...m.floating, newTab: m.common.newTab }} />, locale);
}

describe('FloatingWidget', () => {
  it('is open by default with the gift card, membership and back-to-top links', () => {
    renderWidget('en');
    expect(screen.getByRole('button', { name: 'Hide quick links' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Gift Card' })).toHaveAttribute('href', '/en/giftcard');
    const membership = screen.getByRole('link', { name: /Lotte Plus/ });
    expect(membership).toHaveAttribute('href', EXTERNAL_LINKS.membership);
    expect(membership).toHaveAttribute('target', '_blank');
    expect(membership).toHaveAccessibleName('Lotte Plus (opens in a new tab)');
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute('href', '#top');
  });

  it('closes, and keeps that in session storage as floatOpen', async () => {
    const user = userEvent.setup();
    renderWidget('ko');
    await user.click(screen.getByRole('button', { name: '바로가기 닫기' }));
    expect(screen.getByRole('button', { name: '바로가기 열기' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '기프트 카드' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('floatOpen')).toBe('false');
  });

  it('starts closed when the session says so', () => {
    window.sessionStorage.setItem('floatOpen', 'false');
    renderWidget('ko');
    expect(screen.getByRole('button', { name: '바로가기 열기' })).toHaveAttribute('aria-expanded', 'false');
  });
});
