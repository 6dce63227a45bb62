import { screen } from '@testing-library/react';
import { MainVisual, type ShownSlide } from '@/components/home/main-visual';
import { slideView } from '@/lib/home/slide-view';
import type { MainVisual as MainVisualItem } from '@/lib/server/services/slides';
import { messages, renderWithIntl } from '../helpers/render-with-intl';

const koreanOnly: MainVisualItem = {
  id: 2,
  visual_tp: 2,
  img: { text_yn: true, main_text_ko: '신선 특가', main_text_en: '', text_ko: '매일 새로', text_en: 'Every day', text_color: '#ffffff', image_pc: 'pc.webp', image_mobile: 'm.webp', category: null },
};

function shown(locale: 'ko' | 'en'): ShownSlide[] {
  const view = slideView(koreanOnly, locale, { category: () => null, video: 'Video' });
  if (view?.kind !== 'picture') throw new Error('a picture slide was expected');
  return [{ ...view, picture: { src: 'pc.webp', srcSet: 'pc.webp 1x', portraitSrcSet: 'm.webp 1x', sizes: '100vw' } }];
}

const board = messages.en.board.fallback;
const labels = { previous: 'Previous', next: 'Next', play: 'Play', pause: 'Pause', title: 'Main visual', more: 'More', newTab: 'new tab', fallback: board };

describe('home slide overlay in the other language', () => {
  // jsdom has no media queries; the slider asks whether motion is reduced.
  beforeAll(() => {
    window.matchMedia = (query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false });
  });

  it('on an English page, a Korean-only title is marked lang="ko" and tagged; the English text is not', () => {
    renderWithIntl(<MainVisual slides={shown('en')} slideNames={['1 of 1']} labels={labels} />, 'en');
    expect(screen.getByText('신선 특가')).toHaveAttribute('lang', 'ko');
    expect(screen.getByText('한국어')).toBeInTheDocument();
    expect(screen.getByText('(in Korean)')).toBeInTheDocument();
    expect(screen.getByText('Every day').closest('[lang="ko"]')).toBeNull();
  });

  it('on a Korean page, nothing is tagged', () => {
    renderWithIntl(<MainVisual slides={shown('ko')} slideNames={['1 / 1']} labels={labels} />, 'ko');
    expect(screen.getByText('신선 특가')).not.toHaveAttribute('lang');
    expect(screen.queryByText('한국어')).toBeNull();
  });
});
