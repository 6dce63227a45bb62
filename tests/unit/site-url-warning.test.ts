import { siteUrlWarning } from '@/lib/site-url-warning.mjs';

describe('siteUrlWarning', () => {
  it.each([
    // SITE_URL, warns
    [undefined, true],
    ['', true],
    ['   ', true],
    ['https://www.lotteplaza.example', false],
  ])('SITE_URL %j: warns %s', (siteUrl, warns) => {
    expect(siteUrlWarning(siteUrl) !== null).toBe(warns);
  });

  it('names what is wrong and what to do', () => {
    const warning = siteUrlWarning(undefined);
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toContain('sitemap');
  });
});
