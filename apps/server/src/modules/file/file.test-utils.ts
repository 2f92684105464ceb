import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type UploadPart = { name: string; data: Buffer | Uint8Array; type?: string; field?: string };

/** A real multipart body (what a browser's FormData sends) for app.inject: payload bytes plus the content-type header. */
export async function multipartBody(parts: UploadPart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts) {
    form.append(part.field ?? 'files', new Blob([new Uint8Array(part.data)], { type: part.type ?? 'application/octet-stream' }), part.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') as string },
  };
}

/** A noisy (photo-like, hard to compress) JPEG. */
export async function photoJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#88aa44', noise: { type: 'gaussian', mean: 128, sigma: 50 } } })
    .jpeg({ quality })
    .toBuffer();
}

/** A JPEG carrying camera EXIF and GPS position, stored sideways (orientation 6: display needs a 90° turn). */
export async function exifGpsJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Kinder 1', Software: 'secret-app' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function smallPng(width = 40, height = 30, alpha = false): Promise<Buffer> {
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 255, g: 0, b: 0, alpha: 0.5 } : '#ff8800' } })
    .png()
    .toBuffer();
}

/** Just enough of an ISO-BMFF file for magic-byte detection as video/mp4 (ftyp isom + an mdat). */
export function tinyMp4(payloadBytes = 2048): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const mdatSize = 8 + payloadBytes;
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(mdatSize, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  const payload = Buffer.alloc(payloadBytes);
  for (let i = 0; i < payloadBytes; i++) payload[i] = i % 251;
  return Buffer.concat([ftyp, mdatHeader, payload]);
}

/** A minimal, valid one-page PDF padded to about `padBytes`. */
export function tinyPdf(padBytes = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${'x'.repeat(padBytes)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** Every regular file under the upload root (including unfinished writes). */
export function storedFilesOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
}

export function storagePath(dataDir: string, key: string): string {
  return path.join(dataDir, 'files', key);
}
