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

/** One ISO-BMFF box: a 32-bit size, the type (latin1: '\u00a9xyz' is ©xyz) and the payload. */
export function mp4Box(type: string, ...payload: (Buffer | string)[]): Buffer {
  const body = Buffer.concat(payload.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)));
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export function uint32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
}

/** Seoul City Hall in ISO 6709, as phones write it. */
export const SEOUL_ISO6709 = '+37.5665+126.9780/';

/**
 * A phone-like MP4 carrying its position four ways: Android's `moov/udta/©xyz`, an iTunes-style
 * `moov/udta/meta/ilst/©xyz`, Apple's `moov/meta` keys + ilst (`com.apple.quicktime.location.ISO6709`, next to a
 * `make` entry that must survive) and a track's 3GPP `loci`. `moov` follows `mdat` (as cameras write it) and a
 * `stco` points into `mdat`. `locationBoxes` are the boxes a scrubber must neutralise.
 */
export function locatedMp4(mdatBytes = 100_000): { file: Buffer; locationBoxes: Buffer[]; ftyp: Buffer; mdat: Buffer } {
  const ftyp = mp4Box('ftyp', 'isom', uint32(0x200), 'isomiso2mp41');
  const payload = Buffer.alloc(mdatBytes);
  for (let i = 0; i < mdatBytes; i++) payload[i] = (i * 7) % 253;
  const mdat = mp4Box('mdat', payload);
  const data = (value: string) => mp4Box('data', uint32(1), uint32(0), value);
  const xyz = mp4Box('\u00a9xyz', Buffer.from([0, SEOUL_ISO6709.length, 0x15, 0xc7]), SEOUL_ISO6709);
  const itunesXyz = mp4Box('\u00a9xyz', data(SEOUL_ISO6709));
  const appleLocation = mp4Box('\0\0\0\x01', data('+37.5665+126.9780+012.345/'));
  // version/flags, language, name, role, longitude, latitude, altitude (16.16 fixed point), body, notes
  const position = [uint32(0x007ea7ef), uint32(0x0025a1cb), uint32(0)];
  const loci = mp4Box('loci', uint32(0), Buffer.from([0x15, 0xc7]), 'Seoul\0', Buffer.from([0]), ...position, 'Earth\0', '\0');
  const moov = mp4Box(
    'moov',
    mp4Box('mvhd', Buffer.alloc(100)),
    mp4Box(
      'trak',
      mp4Box('tkhd', Buffer.alloc(84)),
      mp4Box('mdia', mp4Box('minf', mp4Box('stbl', mp4Box('stco', uint32(0), uint32(1), uint32(ftyp.length + 8))))),
      mp4Box('udta', loci),
    ),
    mp4Box(
      'udta',
      xyz,
      mp4Box(
        'meta',
        uint32(0), // ISO meta is a full box
        mp4Box('hdlr', uint32(0), uint32(0), 'mdir', Buffer.alloc(13)),
        mp4Box('ilst', itunesXyz, mp4Box('\u00a9too', data('Lavf'))),
      ),
      uint32(0), // QuickTime's terminator of an atom list
    ),
    mp4Box(
      'meta',
      mp4Box('hdlr', uint32(0), uint32(0), 'mdta', Buffer.alloc(13)),
      mp4Box('keys', uint32(0), uint32(2), mp4Box('mdta', 'com.apple.quicktime.location.ISO6709'), mp4Box('mdta', 'com.apple.quicktime.make')),
      mp4Box('ilst', appleLocation, mp4Box('\0\0\0\x02', data('Apple'))),
    ),
  );
  return { file: Buffer.concat([ftyp, mdat, moov]), locationBoxes: [xyz, itunesXyz, appleLocation, loci], ftyp, mdat };
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
