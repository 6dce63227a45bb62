/** Spec section 9: the Products carousels' slides per view and gaps by screen width. */
export type CarouselKind = 'items' | 'brands';

/** [from width in px, slides per view]: items 1, 2 above 375 px, 3 above 640 px; brands 2, 3, 4, 5 at 0, 480, 768, 1024 px. */
const PER_VIEW: Record<CarouselKind, ReadonlyArray<[number, number]>> = {
  items: [
    [0, 1],
    [376, 2],
    [641, 3],
  ],
  brands: [
    [0, 2],
    [480, 3],
    [768, 4],
    [1024, 5],
  ],
};

/** Gap 20 px, 30 px above 1024 px. */
const WIDE_GAP_FROM = 1025;

export function carouselLayout(kind: CarouselKind, width: number): { perView: number; gap: number } {
  const perView = PER_VIEW[kind].filter(([from]) => width >= from).at(-1)![1];
  return { perView, gap: width >= WIDE_GAP_FROM ? 30 : 20 };
}

/** The same rules as swiper `breakpoints` (keyed by the smallest width each applies from). */
export function swiperBreakpoints(kind: CarouselKind): Record<number, { slidesPerView: number; spaceBetween: number }> {
  const widths = [...new Set([...PER_VIEW[kind].map(([from]) => from), WIDE_GAP_FROM])].sort((a, b) => a - b);
  return Object.fromEntries(widths.map((width) => {
    const { perView, gap } = carouselLayout(kind, width);
    return [width, { slidesPerView: perView, spaceBetween: gap }];
  }));
}
