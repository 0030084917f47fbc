import { describe, expect, it } from 'vitest';
import { parseStartSeconds, videoEmbedOf, videoUrlRule } from './video-embed-url.js';

const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('videoEmbedOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', NOCOOKIE],
    ['youtube.com/watch?v=dQw4w9WgXcQ&list=PL1', NOCOOKIE],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', NOCOOKIE],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', `${NOCOOKIE}?start=90`],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s', `${NOCOOKIE}?start=65`],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', NOCOOKIE],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=12', `${NOCOOKIE}?start=12`],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', NOCOOKIE],
  ])('YouTube %s', (input, src) => {
    expect(videoEmbedOf(input)).toEqual({ provider: 'youtube', src });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871/abcdef1234', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abcdef1234&badge=0', 'https://player.vimeo.com/video/76979871?h=abcdef1234'],
  ])('Vimeo %s', (input, src) => {
    expect(videoEmbedOf(input)).toEqual({ provider: 'vimeo', src });
  });

  it.each([
    'https://example.org/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %j', (input) => {
    expect(videoEmbedOf(input)).toBeNull();
  });
});

describe('parseStartSeconds', () => {
  it('reads seconds and h/m/s forms', () => {
    expect([parseStartSeconds('90'), parseStartSeconds('90s'), parseStartSeconds('1h2m3s'), parseStartSeconds('x'), parseStartSeconds(null)]).toEqual([90, 90, 3723, 0, 0]);
  });
});

describe('videoUrlRule', () => {
  it('returns true or the message', () => {
    const rule = videoUrlRule({ empty: 'Required', unsupported: 'YouTube or Vimeo only' });
    expect([rule('https://youtu.be/dQw4w9WgXcQ'), rule(' '), rule('https://example.org')]).toEqual([true, 'Required', 'YouTube or Vimeo only']);
  });
});
