import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../public/parent');
const read = (name: string) => readFileSync(path.join(publicDir, name));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('parent app PWA files', () => {
  it('the manifest installs 우리 아이 알림장 standalone at /parent with real 192 and 512 px PNG icons', () => {
    const manifest = JSON.parse(read('manifest.webmanifest').toString('utf8')) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: '우리 아이 알림장', start_url: '/parent/', scope: '/parent/', display: 'standalone' });
    const sizes = manifest.icons.map((icon) => {
      expect(icon.src.startsWith('/parent/')).toBe(true);
      const [width, height] = pngSize(read(icon.src.slice('/parent/'.length)));
      expect(icon.sizes).toBe(`${width}x${height}`);
      return width;
    });
    expect(new Set(sizes)).toEqual(new Set([192, 512]));
  });

  it('the service worker keeps the shell, answers offline pages with a Korean notice and never caches API answers', () => {
    const sw = read('sw.js').toString('utf8');
    expect(sw).toContain("'/parent/'");
    expect(sw).toContain('인터넷에 연결되어 있지 않습니다');
    expect(sw).toMatch(/pathname\.startsWith\('\/api\/'\)\) return;/);
  });
});
