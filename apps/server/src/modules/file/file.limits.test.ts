import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTeacher } from '../../test/factories';
import { loginAs, type TestSession } from '../../test/session';
import { api } from '../../test/api';
import { files } from '../../db/schema/index';
import { photoJpeg, smallPng, storedFilesOnDisk, tinyPdf, type UploadPart } from './file.test-utils';

/** Small limits so the tests can cross them: 0.05 MB ≈ 51 KB per image/document, 2 files, 1 megapixel. */
describe('upload limits', () => {
  let t: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp({
      env: { UPLOAD_IMAGE_MAX_MB: '0.05', UPLOAD_DOCUMENT_MAX_MB: '0.05', UPLOAD_MAX_FILES: '2', UPLOAD_MAX_PIXELS: '1000000' },
    });
    const a = await createTeacher(t.app.db, { role: 'ROLE_MANAGER', password: 'Manager-pass-1!' });
    admin = await loginAs(t.app, a.teacher.loginId, a.password);
  });
  afterAll(async () => t.close());

  const upload = (parts: UploadPart[]) => api(t.app, admin).upload('/api/file/upload/cont?refType=NOTICE', parts);

  async function expectNothingStored() {
    expect(await t.app.db.select().from(files)).toEqual([]);
    // the refusal may answer while the aborted write still removes its partial file: it must be gone shortly after
    await expect.poll(() => storedFilesOnDisk(t.config.dataDir), { timeout: 5_000 }).toEqual([]);
  }

  it('refuses an image over the image limit with 413 naming the limit, storing nothing', async () => {
    const big = await photoJpeg(400, 400, 95);
    expect(big.length).toBeGreaterThan(0.05 * 1024 * 1024);
    const { res, json } = await upload([{ name: 'big.jpg', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(json).toMatchObject({ code: 'TOO_LARGE', message: '사진은 51KB 이하만 올릴 수 있습니다.' });
    await expectNothingStored();
  });

  it('refuses a streamed document past the document limit (no partial file left behind)', async () => {
    const { res, json } = await upload([{ name: 'long.pdf', data: tinyPdf(200 * 1024) }]);
    expect(res.statusCode).toBe(413);
    expect(json.message).toBe('문서는 51KB 이하만 올릴 수 있습니다.');
    await expectNothingStored();
  });

  it('is all or nothing: a good file before a bad one is removed again', async () => {
    const { res } = await upload([
      { name: 'ok.png', data: await smallPng() },
      { name: 'ok.pdf', data: tinyPdf() },
    ]);
    expect(res.statusCode).toBe(200);
    await t.app.db.delete(files);
    for (const key of storedFilesOnDisk(t.config.dataDir)) await t.app.files.storage.remove(key);

    const mixed = await upload([
      { name: 'ok.png', data: await smallPng() },
      { name: 'bad.pdf', data: tinyPdf(200 * 1024) },
    ]);
    expect(mixed.res.statusCode).toBe(413);
    await expectNothingStored();

    const spoofed = await upload([
      { name: 'ok.pdf', data: tinyPdf() },
      { name: 'evil.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
    ]);
    expect(spoofed.res.statusCode).toBe(415);
    await expectNothingStored();
  });

  it('refuses more files than UPLOAD_MAX_FILES with 413', async () => {
    const png = await smallPng();
    const { res, json } = await upload([
      { name: '1.png', data: png },
      { name: '2.png', data: png },
      { name: '3.png', data: png },
    ]);
    expect(res.statusCode).toBe(413);
    expect(json).toMatchObject({ code: 'TOO_LARGE', message: '파일은 한 번에 2개까지 올릴 수 있습니다.' });
    await expectNothingStored();
  });

  it('refuses a decompression bomb (tiny PNG declaring 9 megapixels) before decoding it', async () => {
    const bomb = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(0.05 * 1024 * 1024);
    const { res, json } = await upload([{ name: 'bomb.png', data: bomb }]);
    expect(res.statusCode).toBe(413);
    expect(json).toMatchObject({ code: 'TOO_LARGE', message: '사진 해상도가 너무 큽니다. 100만 화소 이하만 올릴 수 있습니다.' });
    await expectNothingStored();
  });

  it('refuses a corrupt image that only looks like a PNG (415), storing nothing', async () => {
    const png = await smallPng(200, 200);
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    const { res, json } = await upload([{ name: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(415);
    expect(json.message).toBe('이미지 파일을 읽을 수 없습니다. 손상되었거나 지원하지 않는 형식입니다.');
    await expectNothingStored();
  });
});
