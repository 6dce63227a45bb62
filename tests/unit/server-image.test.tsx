import { render } from '@testing-library/react';
import { preload } from 'react-dom';
import { ServerImage } from '@/components/ui/server-image';

jest.mock('react-dom', () => ({ ...jest.requireActual('react-dom'), preload: jest.fn() }));

describe('ServerImage', () => {
  beforeEach(() => jest.mocked(preload).mockClear());

  it('is next/image\'s <img>: a srcset from the image optimizer, loaded lazily', () => {
    const { container } = render(<ServerImage src="/images/food/star.webp" alt="" width={128} height={128} sizes="128px" className="art" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '128');
    expect(img).toHaveClass('art');
    expect(img.getAttribute('srcset')).toContain('/_next/image?url=%2Fimages%2Ffood%2Fstar.webp&w=128&q=75 128w');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(preload).not.toHaveBeenCalled();
  });

  it('loads a page\'s main picture at once and first, preloaded by a client leaf (not hinted in the router payload)', () => {
    const { container } = render(<ServerImage src="/api/files/63/deal-32.webp" alt="Deal" width={800} height={600} sizes="100vw" main />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', 'Deal');
    expect(preload).toHaveBeenCalledWith(
      img.getAttribute('src'),
      expect.objectContaining({ as: 'image', imageSrcSet: img.getAttribute('srcset'), imageSizes: '100vw', fetchPriority: 'high' }),
    );
  });
});
