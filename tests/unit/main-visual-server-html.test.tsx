import { renderToString } from 'react-dom/server';
import { MainVisual, type ShownSlide } from '@/components/home/main-visual';
import { slidePictureSources } from '@/components/home/slide-picture-sources';
import { slideView } from '@/lib/home/slide-view';
import type { MainVisual as MainVisualItem } from '@/lib/server/services/slides';
import { messages } from '../helpers/render-with-intl';

// The home slides as the demo seeds them (lib/server/db/demo/slides.ts): stored files, each address with its version.
const file = (id: number, name: string) => `/api/files/${id}/${name}?v=0123456789ab`;
const SLIDES: MainVisualItem[] = [
  {
    id: 1,
    visual_tp: 1,
    adv: {
      event_id: 21,
      event_title: '김치 재료 특가 대잔치',
      event_title_en: 'Everything for kimchi, on sale',
      image_pc_ko: file(11, 'slide-ad-1-pc-ko.webp'),
      image_mobile_ko: file(12, 'slide-ad-1-mobile-ko.webp'),
      image_pc_en: file(13, 'slide-ad-1-pc-en.webp'),
      image_mobile_en: file(14, 'slide-ad-1-mobile-en.webp'),
    },
  },
  {
    id: 2,
    visual_tp: 1,
    adv: {
      event_id: 38,
      event_title: '잭슨빌점 푸드코트·스낵랩',
      event_title_en: 'Jacksonville food court & Snack Lab',
      image_pc_ko: file(21, 'slide-ad-2-pc-ko.webp'),
      image_mobile_ko: file(22, 'slide-ad-2-mobile-ko.webp'),
      image_pc_en: null,
      image_mobile_en: null,
    },
  },
  {
    id: 3,
    visual_tp: 2,
    img: { text_yn: true, main_text_ko: '매일 아침 들어오는 신선한 농산물', main_text_en: '', text_ko: '', text_en: '', text_color: '#ffffff', image_pc: file(31, 'slide-image-1-pc.webp'), image_mobile: file(32, 'slide-image-1-mobile.webp'), category: 1 },
  },
];

/** What the server sends for the home slider (components/home/main-visual-section.tsx, without its translations). */
function serverHtml(): string {
  const slides = SLIDES.map((slide) => slideView(slide, 'ko', { category: () => '농산', video: '동영상' })!).map(
    (slide): ShownSlide => (slide.kind === 'picture' ? { ...slide, picture: slidePictureSources(slide.picture) } : slide),
  );
  const labels = { previous: '이전 슬라이드', next: '다음 슬라이드', play: '재생', pause: '멈춤', title: '주요 소식', more: '더 보기', newTab: '새 창', fallback: messages.ko.board.fallback };
  return renderToString(<MainVisual slides={slides} slideNames={['1 / 3', '2 / 3', '3 / 3']} labels={labels} />);
}

describe('the home slider in the server\u2019s HTML', () => {
  // jsdom has no media queries; the slider asks whether motion is reduced.
  beforeAll(() => {
    window.matchMedia = (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
  });

  it('holds the first slide\u2019s picture, asked for first, in the sizes the optimizer makes: the tall one for a phone held upright', () => {
    expect(serverHtml()).toMatch(
      /<source media="\(orientation: portrait\)" srcSet="\/_next\/image\?url=%2Fapi%2Ffiles%2F12%2Fslide-ad-1-mobile-ko\.webp%3Fv%3D0123456789ab&amp;w=640&amp;q=75 640w, [^"]*&amp;w=750&amp;q=75 750w, [^"]*" sizes="100vw"\/><img src="\/_next\/image\?url=%2Fapi%2Ffiles%2F11%2Fslide-ad-1-pc-ko\.webp%3Fv%3D0123456789ab&amp;w=\d+&amp;q=75" srcSet="[^"]*slide-ad-1-pc-ko\.webp%3Fv%3D0123456789ab&amp;w=1920&amp;q=75 1920w[^"]*" sizes="100vw"[^>]* fetchPriority="high"/,
    );
    expect(serverHtml()).toContain('alt="김치 재료 특가 대잔치"');
  });

  it('leaves out the later slides\u2019 pictures: the next is asked for once the slider runs, the others once due', () => {
    const html = serverHtml();
    expect(html).not.toMatch(/(src|srcSet)="[^"]*slide-ad-2-(pc|mobile)-ko\.webp/);
    expect(html).not.toMatch(/(src|srcSet)="[^"]*slide-image-1-(pc|mobile)\.webp/);
    // Only the first slide can be reached before the slider runs.
    expect(html.match(/<div[^>]*role="group"[^>]*>/g)?.map((group) => group.includes('inert'))).toEqual([false, true, true]);
  });

  it('lays the slides out as a strip, not as swiper: the slider\u2019s script comes once the page has loaded', () => {
    const html = serverHtml();
    expect(html).not.toContain('swiper-wrapper');
    expect(html.match(/role="group"/g)).toHaveLength(3);
  });
});
