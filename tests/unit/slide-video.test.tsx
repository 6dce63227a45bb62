import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SlideVideo } from '@/components/home/slide-video';
import { videoEmbed } from '@/lib/home/video-embed';

const embed = videoEmbed('https://youtu.be/dQw4w9WgXcQ', true);
const props = { swiper: null, index: 0, file: null, label: 'Store tour', autoplay: true, still: false, onPlayingChange: () => undefined };

describe('a video on the first home slide', () => {
  it('is in <noscript> in the server\u2019s HTML, so the frame loads once, when the slider has taken over, or without script', () => {
    const html = renderToString(<SlideVideo {...props} embed={embed} held />);
    expect(html).toMatch(/^<div[^>]*><noscript><iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  });

  it('is made once the slider runs; until then there is no frame to load twice', () => {
    const { container, rerender } = render(<SlideVideo {...props} embed={embed} held />);
    expect(container.querySelector('iframe')).toBeNull();
    rerender(<SlideVideo {...props} embed={embed} held={false} />);
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Store tour');
  });

  it('an uploaded file gets its source once the slider runs, and then starts itself', () => {
    // jsdom plays nothing.
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container, rerender } = render(<SlideVideo {...props} embed={null} file="/api/files/9/tour.webm" held />);
    expect(container.querySelector('video[src]')).toBeNull();
    rerender(<SlideVideo {...props} embed={null} file="/api/files/9/tour.webm" held={false} />);
    expect(container.querySelector('video')).toHaveAttribute('src', '/api/files/9/tour.webm');
    expect(play).toHaveBeenCalledTimes(1);
    play.mockRestore();
  });
});
