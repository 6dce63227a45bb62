import { homeSlideSchema, isSlideLink } from '@/lib/validation/home-slide';

describe('where a home slide\'s "more" link may go', () => {
  it.each([
    ['/event/41', true],
    ['/sale/maryland?edition=2', true],
    ['/', true],
    ['https://www.youtube.com/@lotteplaza', true],
    ['http://example.com/x', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['/event/41 now', false],
    ['javascript:alert(1)', false],
    ['event/41', false],
    ['mailto:someone@example.com', false],
  ])('%p: %p', (value, allowed) => {
    expect(isSlideLink(value)).toBe(allowed);
  });

  it('is what the slide form and the server accept', async () => {
    const video = { visual_tp: '3', vd_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    await expect(homeSlideSchema.validate({ ...video, vd_link_url: '/event/41' })).resolves.toMatchObject({ vd_link_url: '/event/41' });
    await expect(homeSlideSchema.validate({ ...video, vd_link_url: '//evil.example' })).rejects.toMatchObject({ errors: ['invalidUrl'] });
  });
});
