import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { fileTooLargeMessage, formatFileSize, tooManyPixelsMessage } from '@kg/contract';
import { cleanFileName, contentDisposition, downloadName } from './file.presenter';
import { turns } from './file.image';
import { parseRange } from './file.send';
import { sniffType } from './file.sniff';
import { LocalStorage } from './storage.local';
import { storeFile } from './file.upload';
import { photoJpeg, smallPng, tinyMp4, tinyPdf } from './file.test-utils';

describe('sniffType', () => {
  it('recognises the accepted kinds by content', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow([1]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await sniffType(await photoJpeg(10, 10))).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
    expect(await sniffType(await smallPng())).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(await sniffType(tinyMp4())).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(await sniffType(tinyPdf())).toMatchObject({ kind: 'document', mime: 'application/pdf' });
    expect(await sniffType(xlsx)).toMatchObject({ kind: 'document', ext: 'xlsx' });
  });

  it('recognises HWP (OLE with the HWP signature) and HWPX (zip with the hwp mimetype entry)', async () => {
    const ole = Buffer.alloc(4096);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole, 0);
    const plainOle = Buffer.from(ole);
    Buffer.from('HWP Document File', 'latin1').copy(ole, 2048);
    expect(await sniffType(ole)).toMatchObject({ kind: 'document', mime: 'application/x-hwp', ext: 'hwp' });
    expect(await sniffType(plainOle)).toBeNull(); // .doc/.xls and other OLE files are not accepted

    const name = Buffer.from('mimetype', 'latin1');
    const data = Buffer.from('application/hwp+zip', 'latin1');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const hwpx = Buffer.concat([header, name, data, Buffer.alloc(64)]);
    expect(await sniffType(hwpx)).toMatchObject({ kind: 'document', ext: 'hwpx' });
  });

  it('refuses text, HTML, SVG, executables and empty files', async () => {
    for (const text of ['hello', '<html><script>x</script></html>', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'MZ\x90\x00\x03']) {
      expect(await sniffType(Buffer.from(text, 'latin1'))).toBeNull();
    }
    expect(await sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('file names and headers', () => {
  it('builds Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', '소풍 사진.jpg')).toBe(
      `inline; filename="file.jpg"; filename*=UTF-8''${encodeURIComponent('소풍 사진.jpg')}`,
    );
    expect(contentDisposition('attachment', 'report "final"; v2.pdf')).toBe(
      `attachment; filename="report final v2.pdf"; filename*=UTF-8''report%20%22final%22%3B%20v2.pdf`,
    );
    expect(contentDisposition('inline', "it's (1).png")).toContain("filename*=UTF-8''it%27s%20%281%29.png");
  });

  it('cleans client file names and names downloads after what is served', () => {
    expect(cleanFileName('C:\\Users\\kim\\사진.jpg')).toBe('사진.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName('\u1109\u1161\u110c\u1175\u11ab.jpg')).toBe('사진.jpg'); // macOS NFD → NFC
    expect(Array.from(cleanFileName('가'.repeat(300)))).toHaveLength(255);
    expect(downloadName('사진.HEIC', 'image/jpeg')).toBe('사진.jpg');
    expect(downloadName('diagram.jpg', 'image/png')).toBe('diagram.png');
  });

  it('parses single byte ranges', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
  });

  it('words limits in Korean', () => {
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20MB');
    expect(formatFileSize(300 * 1024 * 1024)).toBe('300MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5MB');
    expect(fileTooLargeMessage('image', 20 * 1024 * 1024)).toBe('사진은 20MB 이하만 올릴 수 있습니다.');
    expect(fileTooLargeMessage('video', 300 * 1024 * 1024)).toBe('동영상은 300MB 이하만 올릴 수 있습니다.');
    expect(fileTooLargeMessage('document', 20 * 1024 * 1024)).toBe('문서는 20MB 이하만 올릴 수 있습니다.');
    expect(tooManyPixelsMessage(100_000_000)).toBe('사진 해상도가 너무 큽니다. 1억 화소 이하만 올릴 수 있습니다.');
  });
});

describe('storeFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-store-'));
  const storage = new LocalStorage(root);
  const limits = { imageMaxBytes: 100_000, videoMaxBytes: 200_000, documentMaxBytes: 100_000, maxFiles: 5, maxPixels: 1_000_000, tempTtlHours: 24 };
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('counts bytes while streaming and stops reading past the per-kind limit, keeping nothing', async () => {
    let served = 0;
    async function* pdfInChunks() {
      const head = tinyPdf();
      served += head.length;
      yield head;
      for (let i = 0; i < 64; i++) {
        served += 16 * 1024;
        yield Buffer.alloc(16 * 1024, 32);
      }
    }
    const written: string[] = [];
    await expect(storeFile({ storage, limits }, pdfInChunks(), 'big.pdf', written)).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: '문서는 98KB 이하만 올릴 수 있습니다.',
    });
    expect(served).toBeLessThan(100_000 + 2 * 16 * 1024); // aborted, not read to the end (1 MB)
    expect(written).toHaveLength(1);
    expect(await storage.exists(written[0])).toBe(false);
    expect(fs.readdirSync(path.join(root, '.partial'))).toEqual([]);
  });

  it('streams a file under the limit to storage as is', async () => {
    async function* video() {
      const bytes = tinyMp4(150_000);
      for (let i = 0; i < bytes.length; i += 10_000) yield bytes.subarray(i, i + 10_000);
    }
    const written: string[] = [];
    const stored = await storeFile({ storage, limits }, video(), '발표회.mp4', written);
    expect(stored).toMatchObject({ kind: 'video', mimeType: 'video/mp4', size: tinyMp4(150_000).length, originalName: '발표회.mp4' });
    expect(stored.storageKey).toMatch(/\.mp4$/);
    expect(await storage.stat(stored.storageKey)).toEqual({ size: stored.size });
  });
});

describe('turns (images re-encoded at once)', () => {
  it('runs at most its size at once, the others in arrival order, and a failed task gives its place on', async () => {
    const limit = turns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number, fail = false) =>
      limit.run(async () => {
        started.push(n);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (fail) throw new Error(`task ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1, true), task(2), task(3), task(4), task(5)]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(['failed', 2, 3, 4, 5]);
    expect(await limit.run(async () => 'free again')).toBe('free again');
  });
});
