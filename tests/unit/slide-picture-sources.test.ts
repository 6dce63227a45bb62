import { slidePictureSources } from '@/components/home/slide-picture-sources';

describe('slidePictureSources', () => {
  const sources = slidePictureSources({ landscape: '/api/files/7/wide.webp', portrait: '/api/files/8/tall.webp' });

  it("gives each picture in the optimizer's widths, the tall one for phones held upright", () => {
    expect(sources.sizes).toBe('100vw');
    expect(sources.srcSet).toContain('/_next/image?url=%2Fapi%2Ffiles%2F7%2Fwide.webp&w=1920&q=75 1920w');
    expect(sources.portraitSrcSet).toContain('/_next/image?url=%2Fapi%2Ffiles%2F8%2Ftall.webp&w=750&q=75 750w');
    expect(sources.portraitSrcSet).not.toContain('wide.webp');
    expect(sources.src).toMatch(/^\/_next\/image\?url=%2Fapi%2Ffiles%2F7%2Fwide\.webp&w=\d+&q=75$/);
  });
});
