import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainNav } from '@/components/layout/main-nav';
import { HEADER_LINKS } from '@/lib/content/site-links';
import { messages, renderWithIntl } from '../helpers/render-with-intl';
import { pathnameMock } from '../helpers/navigation-mock';


function renderNav(locale: 'ko' | 'en') {
  const h = messages[locale].header;
  renderWithIntl(
    <MainNav
      links={HEADER_LINKS.map(({ key, href }) => ({ href, label: h.nav[key] }))}
      labels={{ nav: h.mainNav, open: h.openMenu, close: h.closeMenu }}
    />,
    locale,
  );
}

describe('MainNav', () => {
  beforeEach(() => {
    pathnameMock.current = '/';
  });

  it('lists the six links in order, in Korean', () => {
    renderNav('ko');
    const nav = screen.getByRole('navigation', { name: '주 메뉴' });
    const links = Array.from(nav.querySelectorAll('li a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['회사 소개', '/ourStory'],
      ['상품 소개', '/products'],
      ['주간 세일', '/sale'],
      ['스페셜 딜', '/event'],
      ['매장 안내', '/location'],
      ['채용', '/career'],
    ]);
  });

  it('toggles the menu with aria-expanded and closes on Escape and on a link click', async () => {
    const user = userEvent.setup();
    renderNav('en');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // jsdom cannot follow links: stop the navigation once React has handled the click.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Career' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds the page still while the menu is open, as a popup does', async () => {
    const user = userEvent.setup();
    renderNav('en');
    const root = document.documentElement;
    expect(root.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(root.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(root.style.overflow).toBe('');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Career' }));
    expect(root.style.overflow).toBe('');
  });

  it('marks the link of the page shown as current', () => {
    pathnameMock.current = '/sale';
    renderNav('en');
    expect(screen.getByRole('link', { name: 'Weekly Sale' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Career' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section of a page below it, as where the visitor is (not as the page)', () => {
    pathnameMock.current = '/career/3';
    renderNav('en');
    expect(screen.getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Weekly Sale' })).not.toHaveAttribute('aria-current');
  });
});
