/**
 * Demo home slides: two advertisements, two images and a video (its clip is drawn by
 * scripts/demo/draw-demo-video.mts and shipped, so the demo plays with no network; embedded
 * YouTube or Vimeo slides are what staff add from the back office).
 */
export const DEMO_SLIDES = {
  ads: [
    { eventId: 21, headlineKo: '김치 재료 특가 대잔치', headlineEn: 'Everything for kimchi, on sale', palette: 0, foods: ['🥬', '🌶️', '🧄', '🧅', '🦐'] },
    { eventId: 38, headlineKo: '잭슨빌점 푸드코트·스낵랩', headlineEn: 'Jacksonville food court & Snack Lab', palette: 2, foods: ['🛒', '🍣', '🍜', '🎉', '🍡'] },
  ],
  images: [
    {
      category: 1,
      textYn: true,
      mainTextKo: '매일 아침 들어오는 신선한 농산물',
      mainTextEn: 'Fresh produce every morning',
      textKo: '산지에서 매장까지, 가장 신선하게',
      textEn: 'From the farm to our shelves, as fresh as it gets',
      textColor: '#ffffff',
      palette: 0,
      foods: ['🍉', '🥭', '🍓', '🥬', '🍊'],
    },
    { category: 3, textYn: false, mainTextKo: '', mainTextEn: '', textKo: '', textEn: '', textColor: '#ffffff', palette: 2, foods: ['🦞', '🐟', '🦀', '🦐', '🦪'] },
  ],
  videos: [{ linkUrl: '/products', file: 'fresh-market.webm', autoplay: true }],
} as const;
