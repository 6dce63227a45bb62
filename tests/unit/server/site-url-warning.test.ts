import { siteUrlWarning } from '@/server/site-url-warning.mjs';

describe('siteUrlWarning', () => {
  it.each([
    // SITE_URL, development server, warns
    [undefined, false, true],
    ['', false, true],
    ['   ', false, true],
    ['https://www.lotteplaza.example', false, false],
    [undefined, true, false],
  ])('SITE_URL %j, dev %s: warns %s', (siteUrl, dev, warns) => {
    expect(siteUrlWarning(siteUrl, dev) !== null).toBe(warns);
  });

  it('names what is wrong and what to do', () => {
    const warning = siteUrlWarning(undefined, false);
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toContain('http://localhost:3000');
    expect(warning).toContain('sitemap');
  });
});
