import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeDemoImage, DEMO_IMAGE_HEIGHT, DEMO_IMAGE_WIDTH } from './demo-images';
import { createRng } from './random';

describe('demo images', () => {
  it('renders a 1200×900 JPEG with a Korean caption', async () => {
    const buffer = await makeDemoImage({ caption: '햇님반 바깥놀이 1', rng: createRng(1) });
    expect(buffer.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: DEMO_IMAGE_WIDTH, height: DEMO_IMAGE_HEIGHT });
    expect(buffer.length).toBeGreaterThan(5_000);
  });

  it('is deterministic for a seed and varies between seeds', async () => {
    const [a, b, c] = await Promise.all([
      makeDemoImage({ caption: '사진', rng: createRng(7), width: 320, height: 240 }),
      makeDemoImage({ caption: '사진', rng: createRng(7), width: 320, height: 240 }),
      makeDemoImage({ caption: '사진', rng: createRng(8), width: 320, height: 240 }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(await sharp(a).metadata()).toMatchObject({ width: 320, height: 240 });
  });
});
