import { describe, expect, it } from 'vitest';
import { type Media, imageSources } from './media.js';

const media: Media = {
  id: 1,
  url: '/media/abc',
  mime: 'image/png',
  size: 30_000,
  width: 1280,
  height: 720,
  originalName: 'slide.png',
  variants: [
    { width: 1280, height: 720, url: '/media/abc.w1280.webp' },
    { width: 320, height: 180, url: '/media/abc.w320.webp' },
    { width: 1024, height: 576, url: '/media/abc.w1024.webp' },
    { width: 640, height: 360, url: '/media/abc.w640.webp' },
  ],
};

describe('imageSources', () => {
  it('lists every variant by width and keeps the intrinsic size', () => {
    expect(imageSources(media)).toEqual({
      src: '/media/abc.w1024.webp',
      srcSet: '/media/abc.w320.webp 320w, /media/abc.w640.webp 640w, /media/abc.w1024.webp 1024w, /media/abc.w1280.webp 1280w',
      width: 1280,
      height: 720,
    });
  });

  it('falls back to the original without variants', () => {
    expect(imageSources({ ...media, variants: [] })).toEqual({ src: '/media/abc', srcSet: undefined, width: 1280, height: 720 });
  });

  it('takes the size of the largest variant when the original has none', () => {
    const sources = imageSources({ ...media, width: null, height: null, variants: [{ width: 2000, height: 1000, url: '/m.w2000.webp' }] });
    expect(sources).toMatchObject({ src: '/m.w2000.webp', width: 2000, height: 1000 });
  });
});
