import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoEmbedUrl } from './video-url.ts';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads YouTube %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
  ])('reads Vimeo %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'vimeo', id });
  });

  it.each([
    ['https://www.bilibili.com/video/BV1GJ411x7h7', 'BV1GJ411x7h7'],
    ['https://www.bilibili.com/video/BV1GJ411x7h7/?spm_id_from=333&p=2', 'BV1GJ411x7h7'],
    ['https://m.bilibili.com/video/BV1GJ411x7h7', 'BV1GJ411x7h7'],
    ['https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7', 'BV1GJ411x7h7'],
  ])('reads Bilibili %s', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'bilibili', id });
  });

  it.each(['/media/tour.mp4', '/media/tour.webm?v=2', 'https://cdn.example.com/a/b.MP4'])(
    'reads the file %s',
    (src) => {
      expect(parseVideoUrl(src)?.provider).toBe('file');
    },
  );

  it.each([
    '',
    'not a url',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'ftp://example.com/a.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/channel/UC123',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://www.bilibili.com/video/av170001',
    'https://www.bilibili.com/video/BV1<script>',
    'https://b23.tv/abc',
    'https://example.com/page.html',
    '//evil.example/a.mp4',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    '/media/tour.exe',
  ])('refuses %j', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('builds privacy-friendly players without autoplay from the id alone', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '1' })).toBe('https://player.vimeo.com/video/1?dnt=1');
    expect(videoEmbedUrl({ provider: 'bilibili', id: 'BV1GJ411x7h7' })).toContain('autoplay=0');
  });
});
