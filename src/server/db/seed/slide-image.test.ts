import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSlideImage, type Slide } from './slide-image.js';

const SLIDE: Slide = {
  title: 'Национални оквир квалификација Србије',
  heading: 'Шта је НОКС?',
  lines: ['Јединствен систем квалификација', 'Осам нивоа, усклађених са EQF', 'Čćžšđ — latinica'],
  index: 3,
  total: 12,
};

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Lowest and highest value of each colour channel inside a region. */
async function channelRanges(png: Buffer, region: Region): Promise<{ min: number; max: number }[]> {
  const { channels } = await sharp(png).extract(region).stats();
  return channels.slice(0, 3).map(({ min, max }) => ({ min, max }));
}

async function pixelAt(png: Buffer, left: number, top: number): Promise<number[]> {
  const pixel = await sharp(png).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [...pixel];
}

describe('renderSlideImage', () => {
  it('renders a 1280×720 PNG', async () => {
    const png = await renderSlideImage(SLIDE);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1280, height: 720 });
  });

  it('paints the red band, the heading, the bullets and the slide number', async () => {
    const png = await renderSlideImage(SLIDE);
    expect(await pixelAt(png, 4, 4)).toEqual([0xc6, 0x28, 0x28]);
    expect(await pixelAt(png, 1276, 716)).toEqual([255, 255, 255]);
    const textAreas: Region[] = [
      { left: 80, top: 20, width: 600, height: 60 },
      { left: 80, top: 130, width: 500, height: 70 },
      { left: 80, top: 210, width: 700, height: 200 },
      { left: 1100, top: 650, width: 180, height: 70 },
    ];
    for (const area of textAreas) {
      const ranges = await channelRanges(png, area);
      expect(ranges.some(({ min, max }) => max - min > 100)).toBe(true);
    }
  });

  it('draws the heading and the bullets in their colours', async () => {
    const raw = await sharp(await renderSlideImage(SLIDE)).removeAlpha().raw().toBuffer();
    const pixelsNear = (colour: [number, number, number]): number => {
      let count = 0;
      for (let offset = 0; offset < raw.length; offset += 3) {
        const distance = colour.reduce((sum, value, channel) => sum + Math.abs((raw[offset + channel] ?? 0) - value), 0);
        if (distance <= 12) count += 1;
      }
      return count;
    };
    expect(pixelsNear([0x21, 0x21, 0x21])).toBeGreaterThan(1000);
    expect(pixelsNear([0x0d, 0x47, 0xa1])).toBeGreaterThan(1000);
  });

  it('renders the same bytes every time', async () => {
    expect((await renderSlideImage(SLIDE)).equals(await renderSlideImage(SLIDE))).toBe(true);
  });
});
