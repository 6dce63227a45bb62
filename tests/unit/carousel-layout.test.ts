import { carouselLayout, swiperBreakpoints } from '@/lib/products/carousel-layout';

describe('carouselLayout (spec section 9)', () => {
  it.each([
    ['items', 320, 1, 20],
    ['items', 375, 1, 20],
    ['items', 376, 2, 20],
    ['items', 640, 2, 20],
    ['items', 641, 3, 20],
    ['items', 1024, 3, 20],
    ['items', 1025, 3, 30],
    ['brands', 320, 2, 20],
    ['brands', 480, 3, 20],
    ['brands', 768, 4, 20],
    ['brands', 1024, 5, 20],
    ['brands', 1280, 5, 30],
  ] as const)('%s at %d px: %d per view, gap %d', (kind, width, perView, gap) => {
    expect(carouselLayout(kind, width)).toEqual({ perView, gap });
  });

  it('gives swiper the same rules', () => {
    expect(swiperBreakpoints('items')).toEqual({
      0: { slidesPerView: 1, spaceBetween: 20 },
      376: { slidesPerView: 2, spaceBetween: 20 },
      641: { slidesPerView: 3, spaceBetween: 20 },
      1025: { slidesPerView: 3, spaceBetween: 30 },
    });
  });
});
