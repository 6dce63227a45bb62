import localFont from 'next/font/local';

/**
 * Pretendard from its npm package (no download at build or run time). The KS X 1001 subset
 * covers Latin and the 2,350 common Hangul syllables at a quarter of the full font's size;
 * rarer syllables fall back to the system's Korean font. Not preloaded, and swapped in, so
 * the font never holds back the first paint.
 */
export const pretendard = localFont({
  src: [
    { path: '../node_modules/pretendard/dist/web/static/woff2-subset/Pretendard-Regular.subset.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/pretendard/dist/web/static/woff2-subset/Pretendard-Bold.subset.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-pretendard',
  display: 'swap',
  preload: false,
  fallback: ['Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', 'system-ui', 'sans-serif'],
});
