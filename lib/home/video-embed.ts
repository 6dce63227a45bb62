export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoEmbed {
  provider: VideoProvider;
  src: string;
  /** The origin its player posts messages from. */
  origin: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_ORIGIN = 'https://player.vimeo.com';

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return /^\/(\d{1,12})$/.exec(url.pathname)?.[1] ?? null;
  if (url.hostname === 'player.vimeo.com') return /^\/video\/(\d{1,12})$/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/** The YouTube or Vimeo video an address names (watch, short, embed and player forms), or null. */
export function videoOf(videoUrl: string): { provider: VideoProvider; id: string } | null {
  let url: URL;
  try {
    url = new URL(videoUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  return vimeo ? { provider: 'vimeo', id: vimeo } : null;
}

/**
 * The player frame for a slide's `video_url`: YouTube (privacy-enhanced host) or Vimeo (no
 * tracking), with their script interface on so the slider hears play, pause and end. Any other
 * address is not embedded: the page's frame policy allows these two players only.
 */
export function videoEmbed(videoUrl: string, autoplay: boolean): VideoEmbed | null {
  const video = videoOf(videoUrl);
  if (video?.provider === 'youtube') {
    const query = new URLSearchParams({ enablejsapi: '1', playsinline: '1', rel: '0', ...(autoplay ? { autoplay: '1', mute: '1' } : {}) });
    return { provider: 'youtube', src: `${YOUTUBE_ORIGIN}/embed/${video.id}?${query}`, origin: YOUTUBE_ORIGIN };
  }
  if (video?.provider === 'vimeo') {
    const query = new URLSearchParams({ dnt: '1', playsinline: '1', ...(autoplay ? { autoplay: '1', muted: '1' } : {}) });
    return { provider: 'vimeo', src: `${VIMEO_ORIGIN}/video/${video.id}?${query}`, origin: VIMEO_ORIGIN };
  }
  return null;
}

export type PlayerEvent = 'play' | 'pause' | 'ended';

const YOUTUBE_STATES: Record<number, PlayerEvent> = { 0: 'ended', 1: 'play', 2: 'pause' };

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      const value: unknown = JSON.parse(data);
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

/** What a player frame's message says happened, if it is one we listen for from its own origin. */
export function playerEvent(provider: VideoProvider, origin: string, data: unknown): PlayerEvent | null {
  const message = parse(data);
  if (!message) return null;
  if (provider === 'youtube') {
    if (origin !== YOUTUBE_ORIGIN && origin !== 'https://www.youtube.com') return null;
    const info = message.info as { playerState?: unknown } | number | undefined;
    const state = message.event === 'onStateChange' ? info : message.event === 'infoDelivery' && info && typeof info === 'object' ? info.playerState : undefined;
    return typeof state === 'number' ? (YOUTUBE_STATES[state] ?? null) : null;
  }
  if (origin !== VIMEO_ORIGIN) return null;
  if (message.event === 'play' || message.event === 'pause' || message.event === 'ended') return message.event;
  return message.event === 'finish' ? 'ended' : null;
}

export type PlayerCommand = 'listen' | 'restart' | 'pause';

/** The messages that make a player frame report its state, start over and play, or pause. */
export function playerMessages(provider: VideoProvider, command: PlayerCommand): string[] {
  if (provider === 'youtube') {
    const call = (func: string, args: unknown[] = []) => JSON.stringify({ event: 'command', func, args });
    if (command === 'listen') return [JSON.stringify({ event: 'listening', id: 'main-visual', channel: 'widget' })];
    return command === 'restart' ? [call('seekTo', [0, true]), call('playVideo')] : [call('pauseVideo')];
  }
  const call = (method: string, value?: unknown) => JSON.stringify(value === undefined ? { method } : { method, value });
  if (command === 'listen') return ['play', 'pause', 'ended'].map((event) => call('addEventListener', event));
  return command === 'restart' ? [call('setCurrentTime', 0), call('play')] : [call('pause')];
}
