import type { AppLocale } from '@/lib/i18n/routing';
import { addDays } from '@/lib/dates';
import { formatDay, formatSaleWeek, storeDayOf } from '@/lib/format/dates';
import { EDITIONS, itemName, type Edition, type SaleItem } from '@/lib/sale/items';
import { unitAfterPrice } from '@/lib/sale/item-groups';
import { matchTier, queryKeysOf } from '@/lib/sale/sale-search';
import type { SearchKeys } from '@/lib/sale/search-key';
import { formatHours } from '@/lib/stores/opening';
import { hoursOn, type SpecialDay } from '@/lib/stores/special-hours';
import type { WeekHours } from '@/lib/stores/store';

/*
 * A sale's weekly ad mail to one subscriber (issue 53), as text and as HTML: the week, the items
 * they watch that are on sale (or a line that says none is), the flyer
 * of each edition they read (the first flyer's picture with its alt text), the week's items with
 * their prices as text, their store's hours for the week with any special hours, their list, and
 * why they get it with the links to change or stop it. Pure: the words come in, in each language.
 * The HTML is tables and inline styles that mail programs keep, readable with pictures off and
 * in dark mode (no colour is set on a background; text keeps the program's own colour, and the
 * links and the name turn lighter where the program says it is dark).
 */

/** The most items a mail lists; the flyer page has them all. */
export const MAIL_ITEMS = 12;

/** A translator of one language: the sale mail's words (`mail.weeklyAdSale`) and the editions' names (`weeklyAd.editions`). */
export interface SaleMailWords {
  locale: AppLocale;
  t: (key: string, values?: Record<string, string | number>) => string;
  edition: (edition: Edition) => string;
}

export interface SaleMailInput {
  siteUrl: string;
  /** `/sale/{region}` of the sale's region. */
  salePath: string;
  saleStart: string;
  /** The Korean/English flyer's picture, an absolute address, or null. */
  flyerPicture: string | null;
  /** The editions this sale has a flyer for. */
  saleEditions: readonly Edition[];
  /** The week's items in the flyer's order, with their search keys (searchKeysOf, built once a sale). */
  items: ReadonlyArray<Pick<SaleItem, 'name' | 'name_eng' | 'price' | 'regular_price' | 'unit' | 'editions'> & { keys: SearchKeys }>;
  store: { title: string; titleEng: string; week: WeekHours; specials: readonly SpecialDay[] };
  subscriber: { editions: readonly Edition[]; signedUp: Date; watches: readonly string[] };
  /** Absolute links of this subscriber: their settings and the unsubscribe page. */
  links: { settings: string; unsubscribe: string };
  /** One language, or Korean then English. */
  languages: readonly SaleMailWords[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const localized = (locale: AppLocale, path: string) => (locale === 'ko' ? path : `/en${path}`);

/** The editions of a subscriber the sale has, in flyer order (none left: the Korean/English one). */
function editionsOf(input: SaleMailInput): Edition[] {
  const read = EDITIONS.filter((edition) => input.subscriber.editions.includes(edition) && input.saleEditions.includes(edition));
  return read.length ? read : ['korean'];
}

type MailItem = SaleMailInput['items'][number];

/**
 * The week's items a subscriber reads (those of their editions, in the flyer's order), the ones
 * any of their watched items finds first, as the flyer search finds them.
 */
function itemsOf(input: SaleMailInput, editions: readonly Edition[]): { watched: MailItem[]; others: MailItem[] } {
  const read = input.items.filter((item) => item.editions.some((edition) => editions.includes(edition)));
  const watches = input.subscriber.watches.map(queryKeysOf);
  const isWatched = (item: MailItem) => watches.some((watch) => matchTier(item.keys, watch) !== -1);
  return { watched: read.filter(isWatched), others: read.filter((item) => !isWatched(item)) };
}

const weekday = (day: string, locale: AppLocale) => new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The store's seven days of the sale's week: the day, its hours or Closed, and why when special. */
function weekHours(input: SaleMailInput, words: SaleMailWords): Array<{ day: string; hours: string; note: string }> {
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(input.saleStart, index);
    const { hours, special } = hoursOn(input.store.week, input.store.specials, day);
    return {
      day: `${weekday(day, words.locale)} ${formatDay(day, words.locale)}`,
      hours: hours ? formatHours(hours, words.locale) : words.t('closed'),
      note: special ? (words.locale === 'en' ? special.noteEng : special.note) : '',
    };
  });
}

const flyerHref = (input: SaleMailInput, locale: AppLocale, edition: Edition) => {
  const number = EDITIONS.indexOf(edition) + 1;
  return `${input.siteUrl}${localized(locale, input.salePath)}${number > 1 ? `?lang=${number}` : ''}`;
};

/** The price as the site shows it: the unit after it unless the price names it. */
const priceOf = (item: SaleMailInput['items'][number]) => {
  const unit = unitAfterPrice(item.price, item.unit);
  return `${item.price}${unit ? ` / ${unit}` : ''}`;
};
const regularOf = (item: SaleMailInput['items'][number], words: SaleMailWords) => (item.regular_price ? words.t('regular', { price: item.regular_price }) : '');
const priceLine = (item: SaleMailInput['items'][number], words: SaleMailWords) => `${priceOf(item)}${item.regular_price ? ` (${regularOf(item, words)})` : ''}`;

const storeName = (input: SaleMailInput, locale: AppLocale) => (locale === 'en' ? input.store.titleEng : input.store.title);

/** One language's part of the text. */
function textPart(input: SaleMailInput, words: SaleMailWords): string {
  const editions = editionsOf(input);
  const { watched, others: items } = itemsOf(input, editions);
  const week = formatSaleWeek(input.saleStart, words.locale);
  const lines = [words.t('heading', { store: storeName(input, words.locale) }), week, ''];
  if (input.subscriber.watches.length) {
    lines.push(words.t('watched'));
    if (watched.length === 0) lines.push(words.t('watchedNone'));
    for (const item of watched) lines.push(`- ${itemName(item, words.locale)}: ${priceLine(item, words)}`);
    lines.push('');
  }
  for (const edition of editions) lines.push(`${words.t('flyerLink', { edition: words.edition(edition) })}: ${flyerHref(input, words.locale, edition)}`);
  lines.push('', words.t('featured'));
  if (items.length === 0) lines.push(words.t('noItems'));
  for (const item of items.slice(0, MAIL_ITEMS)) lines.push(`- ${itemName(item, words.locale)}: ${priceLine(item, words)}`);
  if (items.length > MAIL_ITEMS) lines.push(`${words.t('more', { count: items.length + watched.length })}: ${flyerHref(input, words.locale, editions[0]!)}`);
  lines.push('', words.t('hours'));
  for (const day of weekHours(input, words)) lines.push(`${day.day}: ${day.hours}${day.note ? ` (${day.note})` : ''}`);
  lines.push('', `${words.t('myList')}: ${input.siteUrl}${localized(words.locale, '/sale/my-list')}`);
  return lines.join('\n');
}

const cell = 'padding:6px 0;border-bottom:1px solid #d0d7d3;vertical-align:top;';
const link = (href: string, text: string) => `<a href="${escape(href)}" style="color:#0b7a3b;font-weight:bold;">${escape(text)}</a>`;

/** Items and their prices, a row each. */
function itemTable(items: readonly MailItem[], words: SaleMailWords): string {
  const rows = items.map(
    (item) =>
      `<tr><td style="${cell}">${escape(itemName(item, words.locale))}</td><td style="${cell}text-align:right;padding-left:12px;"><b style="white-space:nowrap;">${escape(priceOf(item))}</b>${item.regular_price ? `<br><span style="font-size:13px;white-space:nowrap;">${escape(regularOf(item, words))}</span>` : ''}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;">${rows.join('')}</table>`;
}

/** One language's part of the HTML. */
function htmlPart(input: SaleMailInput, words: SaleMailWords, withPicture: boolean): string {
  const editions = editionsOf(input);
  const { watched, others: items } = itemsOf(input, editions);
  const week = formatSaleWeek(input.saleStart, words.locale);
  const parts = [
    `<h1 style="margin:0 0 4px;font-size:22px;">${escape(words.t('heading', { store: storeName(input, words.locale) }))}</h1>`,
    `<p style="margin:0 0 16px;font-size:16px;">${escape(week)}</p>`,
  ];
  if (input.subscriber.watches.length) {
    parts.push(`<h2 style="margin:16px 0 8px;font-size:18px;">${escape(words.t('watched'))}</h2>`);
    parts.push(watched.length ? itemTable(watched, words) : `<p style="margin:0 0 16px;">${escape(words.t('watchedNone'))}</p>`);
  }
  if (withPicture && input.flyerPicture && editions.includes('korean')) {
    parts.push(
      `<p style="margin:0 0 16px;"><a href="${escape(flyerHref(input, words.locale, 'korean'))}"><img src="${escape(input.flyerPicture)}" width="560" alt="${escape(words.t('flyerAlt', { edition: words.edition('korean'), week }))}" style="display:block;width:100%;max-width:560px;height:auto;border:0;"></a></p>`,
    );
  }
  parts.push(`<p style="margin:0 0 16px;line-height:1.8;">${editions.map((edition) => link(flyerHref(input, words.locale, edition), words.t('flyerLink', { edition: words.edition(edition) }))).join('<br>')}</p>`);
  parts.push(`<h2 style="margin:24px 0 8px;font-size:18px;">${escape(words.t('featured'))}</h2>`);
  if (items.length === 0) parts.push(`<p>${escape(words.t('noItems'))}</p>`);
  else {
    parts.push(itemTable(items.slice(0, MAIL_ITEMS), words));
  }
  if (items.length > MAIL_ITEMS) parts.push(`<p style="margin:12px 0 0;">${link(flyerHref(input, words.locale, editions[0]!), words.t('more', { count: items.length + watched.length }))}</p>`);
  parts.push(`<h2 style="margin:24px 0 8px;font-size:18px;">${escape(words.t('hours'))}</h2>`);
  const days = weekHours(input, words).map(
    (day) => `<tr><td style="${cell}">${escape(day.day)}</td><td style="${cell}text-align:right;padding-left:12px;">${escape(day.hours)}${day.note ? `<br><span style="font-size:13px;">${escape(day.note)}</span>` : ''}</td></tr>`,
  );
  parts.push(`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px;">${days.join('')}</table>`);
  parts.push(`<p style="margin:16px 0 0;">${link(`${input.siteUrl}${localized(words.locale, '/sale/my-list')}`, words.t('myList'))}</p>`);
  return parts.join('\n');
}

/** Why they get it, the links to change or stop it, and the postal address: once, in every language of the mail. */
function footer(input: SaleMailInput, postal: string) {
  const lines = input.languages.map((words) => ({
    why: words.t('why', { date: formatDay(storeDayOf(input.subscriber.signedUp.toISOString()), words.locale), store: storeName(input, words.locale) }),
    change: words.t('change'),
    unsubscribe: words.t('unsubscribe'),
  }));
  const text = [...lines.flatMap((line) => [line.why, `${line.change}: ${input.links.settings}`, `${line.unsubscribe}: ${input.links.unsubscribe}`]), postal].join('\n');
  const html = `<p style="margin:32px 0 0;font-size:13px;line-height:1.6;">${lines
    .map((line) => `${escape(line.why)}<br>${link(input.links.settings, line.change)} · ${link(input.links.unsubscribe, line.unsubscribe)}`)
    .join('<br><br>')}<br><br>${escape(postal)}</p>`;
  return { text, html };
}

/** The mail: its subject (in the first language), the preheader, the text and the HTML. */
export function saleMail(input: SaleMailInput, postal: string): { subject: string; text: string; html: string } {
  const first = input.languages[0]!;
  const week = formatSaleWeek(input.saleStart, first.locale);
  const subject = first.t('subject', { store: storeName(input, first.locale), week });
  const { watched, others } = itemsOf(input, editionsOf(input));
  const named = [...watched, ...others]
    .slice(0, 3)
    .map((item) => `${itemName(item, first.locale)} ${item.price}`);
  const preheader = named.length ? first.t('preheader', { items: named.join(', '), week }) : week;
  const end = footer(input, postal);
  const text = [...input.languages.map((words) => textPart(input, words)), end.text].join('\n\n----\n\n');
  const html = `<!doctype html>
<html lang="${first.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><style>@media (prefers-color-scheme: dark) { a { color: #6fd69a !important; } .brand { color: #ff6b7d !important; } }</style><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;">
<div style="display:none;max-height:0;overflow:hidden;">${escape(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;font-family:Arial,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;font-size:16px;line-height:1.5;text-align:left;"><tr><td>
<p class="brand" style="margin:0 0 16px;font-weight:bold;color:#d6001c;">Lotte Plaza Market</p>
${input.languages.map((words, index) => `<div lang="${words.locale}"${index ? ' style="margin-top:40px;"' : ''}>${htmlPart(input, words, index === 0)}</div>`).join('\n')}
${end.html}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}
