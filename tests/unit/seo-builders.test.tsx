import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteJsonLd } from '@/components/seo/site-json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata, SHARE_IMAGE } from '@/lib/seo/metadata';

/** What a search engine reads of the script element: the JSON inside it. */
function jsonOf(element: React.ReactElement): Record<string, unknown> {
  const html = renderToStaticMarkup(element);
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('structured data of the home page (the store pages\u2019: tests/unit/store-json-ld.test.tsx)', () => {
  it('the home page names the chain as an Organization and the site as a WebSite, in both its names', () => {
    const data = jsonOf(<SiteJsonLd locale="en" name="Lotte Plaza Market" alternateName="롯데플라자 마켓" />) as { '@context': string; '@graph': Array<Record<string, unknown>> };
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(data['@graph'][0]).toMatchObject({ name: 'Lotte Plaza Market', alternateName: '롯데플라자 마켓', url: expect.stringMatching(/\/en$/), sameAs: [expect.stringMatching(/^https:\/\//), expect.stringMatching(/^https:\/\//)] });
    expect(data['@graph'][1]).toMatchObject({ inLanguage: 'en-US', publisher: { '@id': data['@graph'][0]!['@id'] } });
  });

  it('the data cannot close its script element', () => {
    expect(renderToStaticMarkup(<JsonLd data={{ name: '</script><script>alert(1)</script>' }} />)).not.toContain('</script><script>');
  });
});

describe('share pictures', () => {
  it('a page without a picture of its own shares the site picture, a 1200 × 630 PNG that exists', () => {
    expect(pageMetadata({ locale: 'en', path: '/giftcard', title: 'Gift Cards' }).openGraph).toMatchObject({ images: [SHARE_IMAGE] });
    const file = path.join(process.cwd(), 'public', SHARE_IMAGE.url);
    expect(existsSync(file)).toBe(true);
    const png = readFileSync(file);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });

  it('a page with a picture shares it', () => {
    expect(pageMetadata({ locale: 'ko', path: '/event/38', image: { url: '/api/files/3/deal.webp?v=0123456789ab', width: 800, height: 600 } }).openGraph).toMatchObject({ images: [{ url: '/api/files/3/deal.webp?v=0123456789ab' }] });
  });
});

describe('a record written in one language only', () => {
  it('names its page in that language as canonical from the other address, with no alternate it lacks, in its own locale', () => {
    const english = pageMetadata({ locale: 'en', path: '/event/7', title: { absolute: 't' }, languages: ['ko'] });
    expect(english.alternates).toEqual({ canonical: '/event/7', languages: { ko: '/event/7', 'x-default': '/event/7' } });
    expect(english.openGraph).toMatchObject({ locale: 'ko_KR', alternateLocale: [], url: '/event/7' });
  });

  it('gives a query that makes a page its own to the canonical and every alternate', () => {
    expect(pageMetadata({ locale: 'en', path: '/event', query: { page: 2 } }).alternates).toEqual({
      canonical: '/en/event?page=2',
      languages: { ko: '/event?page=2', en: '/en/event?page=2', 'x-default': '/event?page=2' },
    });
  });
});
