import { isKeptImageSrc } from '@/lib/html/media-rules';

describe('isKeptImageSrc', () => {
  it.each([
    ['/api/files/12/photo.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    // Another website's picture: the site's policy would not show it.
    ['https://images.example.com/a.png', false],
    ['http://example.com', false],
    ['x', false],
    ['//example.com/a.png', false],
    ['/api/files/0/a.png', false],
    ['file:///etc/passwd', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
  ])('%s -> %s', (src, kept) => {
    expect(isKeptImageSrc(src)).toBe(kept);
  });
});
