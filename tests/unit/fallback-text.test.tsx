import { render, screen } from '@testing-library/react';
import { FallbackText, type FallbackTags } from '@/components/ui/fallback-text';
import { pickText } from '@/lib/i18n/in-language';
import { messages } from '../helpers/render-with-intl';

const tags: FallbackTags = messages.en.board.fallback;

describe('FallbackText', () => {
  it('shows a text in the page’s language as it is, with no tag', () => {
    const { container } = render(<a href="#deal-3"><FallbackText picked={pickText('en', '딸기 특가', 'Strawberry sale')} tags={tags} /></a>);
    expect(container.innerHTML).toBe('<a href="#deal-3">Strawberry sale</a>');
  });

  it('marks a Korean fallback on an English page lang="ko", tags it 한국어 and says "in Korean" to a screen reader', () => {
    render(<a href="#deal-4"><FallbackText picked={pickText('en', '샹티이점 해산물 특가', '')} tags={tags} /></a>);
    const link = screen.getByRole('link', { name: '샹티이점 해산물 특가 (in Korean)' });
    expect(screen.getByText('샹티이점 해산물 특가')).toHaveAttribute('lang', 'ko');
    const tag = screen.getByText('한국어');
    expect(tag).toHaveAttribute('lang', 'ko');
    expect(tag).toHaveAttribute('aria-hidden', 'true');
    expect(link).toContainElement(tag);
  });

  it('tags an English fallback on a Korean page in Korean words', () => {
    render(<p><FallbackText picked={pickText('ko', '', 'Store hours')} tags={messages.ko.board.fallback} /></p>);
    expect(screen.getByText('Store hours')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('English')).toBeVisible();
    expect(screen.getByText('(영어)')).toHaveClass('visually-hidden');
  });
});
