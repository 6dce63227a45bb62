import { alternatesFor, localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { legacyRedirects } from '@/lib/content/legacy-redirects';

describe('localized paths and alternates', () => {
  it('puts Korean at the root and English under /en', () => {
    expect(localizedPath('ko', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('ko', '/privacy')).toBe('/privacy');
    expect(localizedPath('en', '/privacy')).toBe('/en/privacy');
  });

  it('names the canonical URL and every language, with Korean as x-default', () => {
    expect(alternatesFor('en', '/giftcard')).toEqual({
      canonical: '/en/giftcard',
      languages: { ko: '/giftcard', en: '/en/giftcard', 'x-default': '/giftcard' },
    });
  });

  it('gives Open Graph the page URL and both locales', () => {
    const meta = pageMetadata({ locale: 'ko', path: '/privacy', title: 'T', description: 'D' });
    expect(meta).toMatchObject({ title: 'T', description: 'D', openGraph: { url: '/privacy', locale: 'ko_KR', alternateLocale: ['en_US'] } });
  });
});

describe('legacy redirects', () => {
  it('moves every old address permanently, in both languages', () => {
    const rules = legacyRedirects();
    expect(rules).toContainEqual({ source: '/nj-weekly-sale', destination: '/sale', permanent: true });
    expect(rules).toContainEqual({ source: '/en/locations/:slug', destination: '/en/location', permanent: true });
    expect(rules).toHaveLength(22);
  });

  it('moves the spec\'s department tabs to their pages, and Produce\'s page to /products', () => {
    const rules = legacyRedirects();
    expect(rules).toContainEqual({ source: '/products', destination: '/products/meat', permanent: true, has: [{ type: 'query', key: 'tab', value: '2' }] });
    expect(rules).toContainEqual({ source: '/en/products', destination: '/en/products/houseware', permanent: true, has: [{ type: 'query', key: 'tab', value: '5' }] });
    expect(rules).toContainEqual({ source: '/products/produce', destination: '/products', permanent: true });
    expect(rules.some((rule) => rule.has?.some((has) => has.value === '1'))).toBe(false);
  });
});
