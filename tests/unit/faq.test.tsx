import { render } from '@testing-library/react';
import { autoLink, LINKED_PHRASES } from '@/lib/faq/auto-link';
import { faqQuery } from '@/lib/faq/faq-search';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';
import type { AppLocale } from '@/lib/i18n/routing';

const NEW_TAB = '(opens in a new tab)';

function linked(text: string, locale: AppLocale = 'en') {
  const { container } = render(<div>{autoLink(text, { locale, newTab: NEW_TAB })}</div>);
  return {
    container,
    links: [...container.querySelectorAll('a')].map((a) => ({ text: a.firstChild?.textContent ?? '', href: a.getAttribute('href'), target: a.getAttribute('target') })),
  };
}

describe('autoLink', () => {
  it.each([
    ['en', 'Join on our rewards site today.', 'rewards site', EXTERNAL_LINKS.membership, '_blank'],
    ['en', 'See the special deals of your store.', 'special deals', '/en/event', null],
    ['en', 'Weekly Sale flyers change every week.', 'Weekly Sale', '/en/sale', null],
    ['en', 'Find it under Store Location.', 'Store Location', '/en/location', null],
    ['en', 'Write through the contact form.', 'contact form', '/en/contact', null],
    ['en', 'Send a vendor inquiry.', 'vendor inquiry', '/en/productInquiry', null],
    ['en', 'Read it under My Q&A later.', 'My Q&A', '/en/myQna', null],
    ['ko', '멤버십 사이트에서 가입하세요.', '멤버십 사이트', EXTERNAL_LINKS.membership, '_blank'],
    ['ko', '스페셜 딜을 확인하세요.', '스페셜 딜', '/event', null],
    ['ko', '주간 세일은 매주 바뀝니다.', '주간 세일', '/sale', null],
    ['ko', '매장 안내에서 찾으세요.', '매장 안내', '/location', null],
    ['ko', '고객 문의 양식으로 보내 주세요.', '고객 문의 양식', '/contact', null],
  ] as const)('%s: %s', (locale, text, phrase, href, target) => {
    const { links, container } = linked(text, locale);
    expect(links).toEqual([{ text: phrase, href, target }]);
    expect(container.textContent).toContain(text.replace(phrase, `${phrase}${target ? ` ${NEW_TAB}` : ''}`));
  });

  it('links each phrase of every target in both languages', () => {
    for (const target of LINKED_PHRASES) {
      for (const locale of ['ko', 'en'] as const) {
        for (const phrase of target.phrases[locale]) {
          const { links } = linked(`A ${phrase} B`, locale);
          expect(links).toHaveLength(1);
          expect(links[0]!.href).toBe(target.external ? target.to : `${locale === 'en' ? '/en' : ''}${target.to}`);
        }
      }
    }
  });

  it('links a phrase once per answer, even across paragraphs', () => {
    const { links, container } = linked('The weekly sale starts Friday.\n\nSee the weekly sale page.');
    expect(links).toHaveLength(1);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('does not link the other language’s phrases, nor a phrase inside a longer word', () => {
    expect(linked('주간 세일', 'en').links).toEqual([]);
    expect(linked('weekly sale', 'ko').links).toEqual([]);
    expect(linked('Our biweekly sales flyer and specialdeals.').links).toEqual([]);
  });

  it.each([
    ['Mail help@lotteplaza.example.com today.', 'help@lotteplaza.example.com', 'mailto:help@lotteplaza.example.com'],
    ['Write to jobs+hr@example.org.', 'jobs+hr@example.org', 'mailto:jobs+hr@example.org'],
    ['이메일 help@example.com으로 보내 주세요.', 'help@example.com', 'mailto:help@example.com'],
  ])('e-mail: %s', (text, shown, href) => {
    expect(linked(text, text.startsWith('이') ? 'ko' : 'en').links).toEqual([{ text: shown, href, target: null }]);
  });

  it.each([
    ['Visit https://www.example.com/path?a=1.', 'https://www.example.com/path?a=1', 'https://www.example.com/path?a=1'],
    ['See (https://example.com/a_(b)) now', 'https://example.com/a_(b)', 'https://example.com/a_(b)'],
    ['See (https://example.com/page) now', 'https://example.com/page', 'https://example.com/page'],
    ['Go to www.example.com, then', 'www.example.com', 'https://www.example.com'],
    ['https://example.com에서 확인하세요', 'https://example.com', 'https://example.com'],
  ])('URL: %s', (text, shown, href) => {
    expect(linked(text, text.includes('확인') ? 'ko' : 'en').links).toEqual([{ text: shown, href, target: '_blank' }]);
  });

  it.each([
    'user@localhost is no address',
    'an @mention and a price of 3.50',
    'example.com without a scheme',
    'javascript:alert(1) and ftp://example.com',
    'www. alone',
    'data:text/html,<script>alert(1)</script>',
  ])('leaves text that only looks like a link alone: %s', (text) => {
    const { links, container } = linked(text);
    expect(links).toEqual([]);
    expect(container.textContent).toBe(text);
  });

  it('keeps markup in the text as text', () => {
    const { container } = linked('<img src=x onerror=alert(1)> weekly sale');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('faqQuery', () => {
  it.each([
    ['  points  ', 'points'],
    ['gift \t\n card', 'gift card'],
    ['     ', ''],
    ['ｐｏｉｎｔｓ', 'points'],
    ['x'.repeat(500), 'x'.repeat(100)],
    [`${'가'.repeat(99)}😀😀`, `${'가'.repeat(99)}😀`],
  ])('%j → %j', (raw, expected) => {
    expect(faqQuery(raw)).toBe(expected);
  });
});
