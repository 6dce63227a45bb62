import type { ReactNode } from 'react';
import Link from 'next/link';
import type { AppLocale } from '@/lib/i18n/routing';
import { EXTERNAL_LINKS } from '@/lib/content/site-links';

interface LinkedPhrase {
  /** A page of this site (prefixed with /en on English pages), or an address elsewhere. */
  to: string;
  external?: boolean;
  phrases: Record<AppLocale, string[]>;
}

/** The phrases of an answer that link where they name (spec: rewards site, special deals, weekly sale, store location). */
export const LINKED_PHRASES: readonly LinkedPhrase[] = [
  { to: EXTERNAL_LINKS.membership, external: true, phrases: { ko: ['멤버십 사이트'], en: ['rewards site'] } },
  { to: '/event', phrases: { ko: ['스페셜 딜'], en: ['special deals'] } },
  { to: '/sale', phrases: { ko: ['주간 세일'], en: ['weekly sale'] } },
  { to: '/location', phrases: { ko: ['매장 안내'], en: ['store location'] } },
  { to: '/contact', phrases: { ko: ['고객 문의 양식'], en: ['contact form'] } },
  { to: '/productInquiry', phrases: { ko: ['입점 문의 양식'], en: ['vendor inquiry'] } },
  { to: '/myQna', phrases: { ko: ['나의 문의 내역'], en: ['My Q&A'] } },
  { to: '/career', phrases: { ko: ['채용 페이지'], en: ['careers page'] } },
  { to: '/products', phrases: { ko: ['상품 소개 페이지'], en: ['Products page'] } },
  { to: '/announcement', phrases: { ko: ['공지사항'], en: ['announcements'] } },
];

// Addresses: the URL characters of RFC 3986 only, so a Korean particle right after one stays text.
const URL_PATTERN = String.raw`(?:https?:\/\/|www\.)[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+`;
const EMAIL_PATTERN = String.raw`(?<![\w.+\-])[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}(?![\w\-])`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English phrases stand as whole words; Korean ones may carry a particle after them (매장 안내에서). */
function phrasePattern(locale: AppLocale): string {
  const all = LINKED_PHRASES.flatMap((target) => target.phrases[locale]).sort((a, b) => b.length - a.length);
  const after = locale === 'en' ? String.raw`(?![\p{L}\p{N}])` : '';
  return String.raw`(?<![\p{L}\p{N}])(?:${all.map(escape).join('|')})${after}`;
}

const patterns = new Map<AppLocale, RegExp>();
function patternFor(locale: AppLocale): RegExp {
  let pattern = patterns.get(locale);
  if (!pattern) {
    pattern = new RegExp(`(?<url>${URL_PATTERN})|(?<email>${EMAIL_PATTERN})|(?<phrase>${phrasePattern(locale)})`, 'giu');
    patterns.set(locale, pattern);
  }
  return pattern;
}

/** Sentence punctuation after an address belongs to the sentence; a `)` only when it opens none. */
function trimAddress(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    if (/[.,;:!?'"\]]/.test(last)) end -= 1;
    else if (last === ')' && (url.slice(0, end).match(/\(/g)?.length ?? 0) < (url.slice(0, end).match(/\)/g)?.length ?? 0)) end -= 1;
    else break;
  }
  return url.slice(0, end);
}

export interface AutoLinkOptions {
  locale: AppLocale;
  /** Said after a link that opens a new tab, for screen readers ("opens in a new tab"). */
  newTab: string;
}

function targetOf(phrase: string, locale: AppLocale): LinkedPhrase | undefined {
  const folded = phrase.toLocaleLowerCase(locale);
  return LINKED_PHRASES.find((target) => target.phrases[locale].some((candidate) => candidate.toLocaleLowerCase(locale) === folded));
}

function externalLink(href: string, text: string, newTab: string, key: number): ReactNode {
  return (
    <a key={key} href={href} target="_blank" rel="noopener noreferrer">
      {text}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}

/** One paragraph's nodes: text, with each phrase's first mention, every e-mail address and URL as a link. */
function linkParagraph(text: string, { locale, newTab }: AutoLinkOptions, linked: Set<LinkedPhrase>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  let key = 0;
  const keep = (until: number) => {
    if (until > at) nodes.push(text.slice(at, until));
  };
  for (const match of text.matchAll(patternFor(locale))) {
    const { url, email, phrase } = match.groups!;
    const start = match.index;
    if (url) {
      const address = trimAddress(url);
      // A bare "www." with nothing after it is no address.
      if (!/^(?:https?:\/\/|www\.)[A-Za-z0-9\-]+\.[A-Za-z]/.test(address)) continue;
      keep(start);
      nodes.push(externalLink(address.startsWith('www.') ? `https://${address}` : address, address, newTab, key++));
      at = start + address.length;
    } else if (email) {
      keep(start);
      nodes.push(
        <a key={key++} href={`mailto:${email}`}>
          {email}
        </a>,
      );
      at = start + email.length;
    } else if (phrase) {
      const target = targetOf(phrase, locale);
      if (!target || linked.has(target)) continue;
      linked.add(target);
      keep(start);
      nodes.push(
        target.external ? (
          externalLink(target.to, phrase, newTab, key++)
        ) : (
          <Link key={key++} href={locale === 'en' ? `/en${target.to}` : target.to}>
            {phrase}
          </Link>
        ),
      );
      at = start + phrase.length;
    }
  }
  keep(text.length);
  return nodes;
}

/**
 * An FAQ answer (plain text) as React paragraphs: a blank line starts a new one; the phrases of
 * LINKED_PHRASES (each linked once per answer, in the page's language), e-mail addresses and
 * http(s) URLs become links. No HTML string is ever produced: text stays text.
 */
export function autoLink(text: string, options: AutoLinkOptions): ReactNode[] {
  const linked = new Set<LinkedPhrase>();
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => <p key={index}>{linkParagraph(paragraph, options, linked)}</p>);
}
