import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { MAIL_ITEMS, saleMail, type SaleMailInput, type SaleMailWords } from '@/lib/mail/weekly-ad-sale';
import type { WeekHours } from '@/lib/stores/store';
import { formatSaleWeek } from '@/lib/format/dates';
import { searchKeysOf } from '@/lib/sale/search-key';

/* The weekly ad's mail as text and HTML (issue 53): what each subscriber's reading asks of it. */

const words = (locale: 'ko' | 'en'): SaleMailWords => {
  const messages = locale === 'en' ? en : ko;
  const mail = createTranslator({ locale, messages, namespace: 'mail.weeklyAdSale' });
  const editions = createTranslator({ locale, messages, namespace: 'weeklyAd.editions' });
  return { locale, t: (key, values) => mail(key as 'subject', values), edition: (edition) => editions(edition) };
};

const day = { open: 9 * 60, close: 22 * 60 };
const week: WeekHours = [day, day, day, day, day, day, day];
const item = (name: string, editions: SaleMailInput['items'][number]['editions'] = ['korean'], korean = name) => ({
  name: korean,
  name_eng: name,
  price: '$1.99',
  regular_price: '',
  unit: '',
  editions,
  keys: searchKeysOf({ name: korean, name_eng: name, name_own: '' }),
});

const input = (change: Partial<SaleMailInput> = {}): SaleMailInput => ({
  siteUrl: 'https://www.lotteplaza.example',
  salePath: '/sale/virginia',
  saleStart: '2026-12-04',
  flyerPicture: 'https://www.lotteplaza.example/api/files/3/flyer.webp',
  saleEditions: ['korean', 'chinese', 'indian'],
  items: [item('Mango'), item('Paneer', ['indian'])],
  store: { title: '센터빌점', titleEng: 'Centreville', week, specials: [{ day: '2026-12-06', store: null, hours: null, note: '휴무', noteEng: 'Holiday' }] },
  subscriber: { editions: ['korean'], signedUp: new Date('2026-11-20T15:00:00Z'), watches: [] },
  links: { settings: 'https://www.lotteplaza.example/en/weekly-ad/settings?t=abc', unsubscribe: 'https://www.lotteplaza.example/en/weekly-ad/settings?t=abc#ad-unsubscribe' },
  languages: [words('en')],
  ...change,
});

describe('saleMail', () => {
  it('lists the items of the editions the subscriber reads, the flyer of each, and the week with its special day', () => {
    const mail = saleMail(input({ subscriber: { editions: ['korean', 'indian', 'vietnamese'], signedUp: new Date('2026-11-20T15:00:00Z'), watches: [] } }), 'Lotte Plaza Market, Jessup, MD 20794');
    expect(mail.text).toContain('See the Korean/English flyer: https://www.lotteplaza.example/en/sale/virginia\n');
    expect(mail.text).toContain('See the India, Pakistan & Nepal flyer: https://www.lotteplaza.example/en/sale/virginia?lang=4');
    // The sale has no Vietnamese flyer: none is offered.
    expect(mail.text).not.toContain('Vietnamese');
    expect(mail.text).toContain('- Paneer: $1.99');
    expect(mail.text).toMatch(/Sun Dec 06, 2026: Closed \(Holiday\)/);
    expect(mail.text).toContain('You get this mail because you signed up on Nov 20, 2026 for the weekly ad of Centreville.');
  });

  it('leaves out the items of editions the subscriber does not read', () => {
    expect(saleMail(input(), '').text).not.toContain('Paneer');
  });

  it('gives the flyer picture its alt text, keeps a preheader, and lists at most MAIL_ITEMS items with a link to all', () => {
    const many = Array.from({ length: MAIL_ITEMS + 3 }, (_, index) => item(`Item ${index + 1}`));
    const mail = saleMail(input({ items: many }), '');
    expect(mail.html).toContain(`<img src="https://www.lotteplaza.example/api/files/3/flyer.webp" width="560" alt="This week's Korean/English flyer, ${formatSaleWeek('2026-12-04', 'en')}"`);
    expect(mail.html).toContain('>Item 1 $1.99, Item 2 $1.99, Item 3 $1.99 and more on sale');
    expect(mail.text).toContain(`Item ${MAIL_ITEMS}:`);
    expect(mail.text).not.toContain(`Item ${MAIL_ITEMS + 1}:`);
    expect(mail.text).toContain(`All ${MAIL_ITEMS + 3} items on the flyer page`);
  });

  it('writes both languages for a subscriber who reads both, Korean first, with one footer in each', () => {
    const mail = saleMail(input({ languages: [words('ko'), words('en')] }), 'Lotte Plaza Market, Jessup, MD 20794');
    expect(mail.subject).toBe(`[롯데플라자마켓 센터빌점] 이번 주 세일 ${formatSaleWeek('2026-12-04', 'ko')}`);
    expect(mail.text.indexOf('센터빌점 이번 주 세일')).toBeLessThan(mail.text.indexOf("This week's sale at Centreville"));
    expect(mail.html).toContain('<div lang="ko">');
    expect(mail.html).toContain('<div lang="en" style="margin-top:40px;">');
    expect(mail.text.match(/Jessup, MD 20794/g)).toHaveLength(1);
  });

  it('puts the items the subscriber watches first, found in any spelling the flyer search reads, and says when none is on sale', () => {
    const items = [item('Mango'), item('Gochujang', ['korean'], '고추장'), item('Tofu')];
    const signedUp = new Date('2026-11-20T15:00:00Z');
    const watching = saleMail(input({ items, subscriber: { editions: ['korean'], signedUp, watches: ['kochujang', '망고'] } }), '');
    expect(watching.text).toMatch(/Your watched items on sale\n- Mango: \$1\.99\n- Gochujang: \$1\.99\n\n/);
    expect(watching.text).toMatch(/On sale this week\n- Tofu: \$1\.99\n\n/);
    expect(watching.html).toContain('>Mango $1.99, Gochujang $1.99, Tofu $1.99 and more on sale');
    const none = saleMail(input({ items, subscriber: { editions: ['korean'], signedUp, watches: ['durian'] } }), '');
    expect(none.text).toContain('Your watched items on sale\nNothing you watch is on sale this week.');
    expect(saleMail(input({ items }), '').text).not.toContain('watch');
  });

  it('says so when the week has no items of its own yet', () => {
    expect(saleMail(input({ items: [] }), '').text).toContain("This week's items are on the flyer page.");
  });
});
