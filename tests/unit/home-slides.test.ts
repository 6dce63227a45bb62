import { autoplayAfter, autoplayRunning, autoplayWanted, type AutoplayState } from '@/lib/home/autoplay';
import { slideView, type SlideNames } from '@/lib/home/slide-view';
import { slidesDue } from '@/lib/home/slides-due';
import { playerEvent, playerMessages, videoEmbed } from '@/lib/home/video-embed';
import { twoDigits } from '@/lib/format/two-digits';
import type { MainVisual } from '@/lib/server/services/slides';

const names: SlideNames = { category: (n) => (['', 'Produce', 'Meat', 'Seafood', 'Groceries', 'Houseware'][n] || null), video: 'Video' };

const ad = (adv: Partial<Extract<MainVisual, { visual_tp: 1 }>['adv']> = {}): MainVisual => ({
  id: 1,
  visual_tp: 1,
  adv: { event_id: 21, event_title: '김장 특가', event_title_en: 'Kimchi sale', image_pc_ko: 'pc-ko', image_mobile_ko: 'm-ko', image_pc_en: 'pc-en', image_mobile_en: 'm-en', ...adv },
});
const image = (img: Partial<Extract<MainVisual, { visual_tp: 2 }>['img']> = {}): MainVisual => ({
  id: 2,
  visual_tp: 2,
  img: { text_yn: true, main_text_ko: '신선', main_text_en: 'Fresh', text_ko: '매일', text_en: 'Daily', text_color: '#ffcc00', image_pc: 'pc', image_mobile: 'm', category: 1, ...img },
});
const video = (vd: Partial<Extract<MainVisual, { visual_tp: 3 }>['vd']> = {}): MainVisual => ({
  id: 3,
  visual_tp: 3,
  vd: { link_url: '', video_url: '', video_file: null, autoplay_yn: false, ...vd },
});

describe('slideView: pictures by orientation and language', () => {
  it.each([
    ['ko', ad(), { landscape: 'pc-ko', portrait: 'm-ko' }],
    ['en', ad(), { landscape: 'pc-en', portrait: 'm-en' }],
    ['en', ad({ image_pc_en: null, image_mobile_en: null }), { landscape: 'pc-ko', portrait: 'm-ko' }],
    ['ko', ad({ image_pc_ko: null, image_mobile_ko: null }), { landscape: 'pc-en', portrait: 'm-en' }],
    ['ko', ad({ image_mobile_ko: null, image_mobile_en: null }), { landscape: 'pc-ko', portrait: 'pc-ko' }],
    ['ko', image(), { landscape: 'pc', portrait: 'm' }],
    ['en', image({ image_pc: null }), { landscape: 'm', portrait: 'm' }],
  ] as const)('%s %#', (locale, slide, picture) => {
    expect(slideView(slide, locale, names)).toMatchObject({ kind: 'picture', picture });
  });

  it('leaves out a slide with nothing to show', () => {
    expect(slideView(ad({ image_pc_ko: null, image_mobile_ko: null, image_pc_en: null, image_mobile_en: null }), 'ko', names)).toBeNull();
    expect(slideView(image({ image_pc: null, image_mobile: null }), 'ko', names)).toBeNull();
    expect(slideView(video(), 'ko', names)).toBeNull();
    expect(slideView(video({ video_url: 'https://example.com/clip.mp4' }), 'ko', names)).toBeNull();
  });
});

describe('slideView: links, names and overlay text by type', () => {
  it.each([
    ['ad to its deal', ad(), 'ko', { href: '/event/21', label: '김장 특가', lang: undefined }],
    ['ad in English', ad(), 'en', { href: '/event/21', label: 'Kimchi sale' }],
    ['ad with no English title', ad({ event_title_en: '' }), 'en', { label: '김장 특가', lang: 'ko' }],
    ['ad with no deal', ad({ event_id: null }), 'ko', { href: null }],
    ['image to its department', image(), 'en', { href: '/products', label: 'Fresh', overlay: { title: { text: 'Fresh' }, text: { text: 'Daily' }, color: '#ffcc00' } }],
    ['image without text', image({ text_yn: false, category: 3 }), 'en', { href: '/products/seafood', label: 'Seafood', overlay: null }],
    ['image without a category', image({ category: null, text_yn: false }), 'ko', { href: null, label: '' }],
    ['image with an unknown category', image({ category: 9 }), 'ko', { href: null }],
    ['image text in Korean only', image({ main_text_en: '', text_en: '' }), 'en', { overlay: { title: { text: '신선', lang: 'ko' }, text: { text: '매일', lang: 'ko' }, color: '#ffcc00' } }],
    ['image colour that is not a colour', image({ text_color: 'red;background:url(x)' }), 'ko', { overlay: { title: { text: '신선' }, text: { text: '매일' }, color: '#ffffff' } }],
    ['video file', video({ video_file: '/api/files/1/a.webm', link_url: '/products', autoplay_yn: true }), 'ko', { kind: 'video', embed: null, file: '/api/files/1/a.webm', autoplay: true, href: '/products' }],
    ['video link elsewhere', video({ video_file: 'f.webm', link_url: 'https://lotteplaza.example/x' }), 'ko', { href: 'https://lotteplaza.example/x' }],
    ['video link that is a script', video({ video_file: 'f.webm', link_url: 'javascript:alert(1)' }), 'ko', { href: null }],
    ['video link to another host, protocol-relative', video({ video_file: 'f.webm', link_url: '//evil.example' }), 'ko', { href: null }],
  ] as const)('%s', (_, slide, locale, expected) => {
    expect(slideView(slide, locale, names)).toMatchObject(expected);
  });
});

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', false, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&playsinline=1&rel=0'],
    ['https://youtu.be/dQw4w9WgXcQ', true, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&playsinline=1&rel=0&autoplay=1&mute=1'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', false, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&playsinline=1&rel=0'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', false, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&playsinline=1&rel=0'],
    ['https://vimeo.com/76979871', true, 'https://player.vimeo.com/video/76979871?dnt=1&playsinline=1&autoplay=1&muted=1'],
    ['https://player.vimeo.com/video/76979871', false, 'https://player.vimeo.com/video/76979871?dnt=1&playsinline=1'],
    ['https://www.youtube.com/watch?v=short', false, null],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ"onload="x', false, null],
    ['https://evil.example/embed/dQw4w9WgXcQ', false, null],
    ['javascript:alert(1)', false, null],
    ['not a url', false, null],
    ['', false, null],
  ] as const)('%s', (url, autoplay, src) => {
    expect(videoEmbed(url, autoplay)?.src ?? null).toBe(src);
  });
});

describe('playerEvent', () => {
  const yt = 'https://www.youtube-nocookie.com';
  const vimeo = 'https://player.vimeo.com';
  it.each([
    ['youtube', yt, '{"event":"onStateChange","info":1}', 'play'],
    ['youtube', yt, '{"event":"onStateChange","info":2}', 'pause'],
    ['youtube', yt, '{"event":"onStateChange","info":0}', 'ended'],
    ['youtube', yt, '{"event":"onStateChange","info":3}', null],
    ['youtube', yt, '{"event":"infoDelivery","info":{"playerState":1,"currentTime":3}}', 'play'],
    ['youtube', yt, '{"event":"infoDelivery","info":{"currentTime":3}}', null],
    ['youtube', 'https://evil.example', '{"event":"onStateChange","info":1}', null],
    ['youtube', yt, 'not json', null],
    ['vimeo', vimeo, '{"event":"play"}', 'play'],
    ['vimeo', vimeo, { event: 'pause' }, 'pause'],
    ['vimeo', vimeo, '{"event":"finish"}', 'ended'],
    ['vimeo', yt, '{"event":"play"}', null],
  ] as const)('%s from %s: %j', (provider, origin, data, expected) => {
    expect(playerEvent(provider, origin, data)).toBe(expected);
  });

  it('asks each player to report, start over and pause in its own words', () => {
    expect(playerMessages('youtube', 'restart').map((m) => JSON.parse(m).func)).toEqual(['seekTo', 'playVideo']);
    expect(playerMessages('vimeo', 'listen').map((m) => JSON.parse(m).value)).toEqual(['play', 'pause', 'ended']);
    expect(JSON.parse(playerMessages('vimeo', 'pause')[0]!)).toEqual({ method: 'pause' });
  });
});

describe('autoplay', () => {
  const base: AutoplayState = { choice: 'untouched', reducedMotion: false, videoPlaying: false, loading: false };
  it.each([
    [{}, true, true],
    [{ reducedMotion: true }, false, false],
    [{ reducedMotion: true, choice: 'playing' }, true, true],
    [{ choice: 'paused' }, false, false],
    [{ videoPlaying: true }, true, false],
    [{ choice: 'playing', videoPlaying: true }, true, false],
    [{ loading: true }, true, false],
  ] as const)('%j → wanted %s, running %s', (change, wanted, running) => {
    const state = { ...base, ...change };
    expect(autoplayWanted(state)).toBe(wanted);
    expect(autoplayRunning(state)).toBe(running);
  });

  // After each event: the choice, whether a video plays, and whether the slides turn.
  it.each([
    ['an arrow, swipe or key turns the slides', {}, 'turn', 'untouched', false, true],
    ['a turn after pressing play', { choice: 'playing' }, 'turn', 'playing', false, true],
    ['a turn while paused', { choice: 'paused' }, 'turn', 'paused', false, false],
    ['a turn away from a playing video', { videoPlaying: true }, 'turn', 'untouched', false, true],
    ['pause pressed', {}, 'toggle', 'paused', false, false],
    ['play pressed', { choice: 'paused' }, 'toggle', 'playing', false, true],
    ['play pressed under reduced motion', { reducedMotion: true }, 'toggle', 'playing', false, true],
    ['pause pressed while a video plays', { videoPlaying: true }, 'toggle', 'paused', true, false],
    ['a video starts', {}, 'videoPlay', 'untouched', true, false],
    ['a video pauses or ends', { videoPlaying: true }, 'videoStop', 'untouched', false, true],
    ['a video ends after play was pressed', { choice: 'playing', videoPlaying: true }, 'videoStop', 'playing', false, true],
    ['a video ends while paused', { choice: 'paused', videoPlaying: true }, 'videoStop', 'paused', false, false],
  ] as const)('%s', (_, change, event, choice, videoPlaying, running) => {
    const before = { ...base, ...change };
    const after = autoplayAfter(before, event);
    expect(after).toEqual({ choice, videoPlaying });
    expect(autoplayRunning({ ...before, ...after })).toBe(running);
  });

  it('counts in two digits', () => {
    expect([1, 6, 10, 17].map(twoDigits)).toEqual(['01', '06', '10', '17']);
  });
});

describe('slidesDue: which slides fetch their pictures', () => {
  it.each([
    [0, 5, false, [0, 1]],
    [3, 5, false, [3, 4]],
    [4, 5, false, [4, 0]],
    [0, 1, false, [0]],
    [2, 5, true, [0, 1, 2, 3, 4]],
    [0, 0, false, []],
    [0, 0, true, []],
  ] as const)('shown %i of %i, reached %s → %j', (active, total, reached, due) => {
    expect(slidesDue(active, total, reached)).toEqual(due);
  });
});
