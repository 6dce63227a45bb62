import localFont from 'next/font/local';

/**
 * Pretendard from its npm package (no download at build or run time). The KS X 1001 subset
 * covers Latin and the 2,350 common Hangul syllables at a quarter of the full font's size;
 * rarer syllables fall back to the system's Korean font. It is switched on only after a page has
 * loaded (components/layout/font-loading-script.tsx), and `optional`: downloaded before the main
 * image, 2 x 270 kB of font pushed Korean pages' LCP from about 1.5 s to 5 s in Lighthouse's
 * mobile run. Not preloaded, for the same reason.
 */
export const pretendard = localFont({
  src: [
    { path: '../node_modules/pretendard/dist/web/static/woff2-subset/Pretendard-Regular.subset.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/pretendard/dist/web/static/woff2-subset/Pretendard-Bold.subset.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-pretendard',
  display: 'optional',
  preload: false,
  fallback: ['Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', 'system-ui', 'sans-serif'],
});
