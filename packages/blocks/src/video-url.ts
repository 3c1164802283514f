import { isSafeResource } from './urls.ts';

/** A video address reduced to what the player needs; embeds keep only the parsed id. */
export type ParsedVideo =
  | { provider: 'youtube'; id: string }
  | { provider: 'vimeo'; id: string }
  | { provider: 'bilibili'; id: string }
  | { provider: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;
const BILIBILI_BVID = /^BV1[0-9A-Za-z]{9}$/;
const VIDEO_FILE = /\.(?:mp4|webm|ogv|ogg|mov|m4v)$/i;

function hostIs(host: string, ...domains: string[]): boolean {
  return domains.some((d) => host === d || host === `www.${d}` || host === `m.${d}`);
}

/**
 * Reads a YouTube, Vimeo or Bilibili page address, or an uploaded video file, into a parsed form.
 * Anything else is null: the player never loads an address it does not understand.
 */
export function parseVideoUrl(input: string): ParsedVideo | null {
  const value = input.trim();
  if (value.startsWith('/') && !value.startsWith('//')) {
    const path = value.split(/[?#]/)[0] ?? '';
    return VIDEO_FILE.test(path) && isSafeResource(value) ? { provider: 'file', src: value } : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);

  if (hostIs(host, 'youtube.com', 'youtube-nocookie.com', 'music.youtube.com')) {
    let id: string | null | undefined = null;
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live' || parts[0] === 'v') {
      id = parts[1];
    }
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'youtu.be') {
    const id = parts[0];
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (hostIs(host, 'vimeo.com') || host === 'player.vimeo.com') {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.at(-1);
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  if (hostIs(host, 'bilibili.com')) {
    const id = parts[0] === 'video' ? parts[1] : undefined;
    return id && BILIBILI_BVID.test(id) ? { provider: 'bilibili', id } : null;
  }
  if (host === 'player.bilibili.com') {
    const id = url.searchParams.get('bvid');
    return id && BILIBILI_BVID.test(id) ? { provider: 'bilibili', id } : null;
  }
  return VIDEO_FILE.test(url.pathname) ? { provider: 'file', src: url.href } : null;
}

/** Privacy-friendly player address without autoplay, built only from the parsed id. */
export function videoEmbedUrl(video: Exclude<ParsedVideo, { provider: 'file' }>): string {
  switch (video.provider) {
    case 'youtube':
      return `https://www.youtube-nocookie.com/embed/${video.id}?rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${video.id}?dnt=1`;
    case 'bilibili':
      return `https://player.bilibili.com/player.html?bvid=${video.id}&autoplay=0&high_quality=1`;
  }
}
