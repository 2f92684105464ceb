import os from 'node:os';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { HEIC_UNSUPPORTED_MESSAGE, IMAGE_UNREADABLE_MESSAGE, acceptedFileType, tooManyPixelsMessage } from '@kg/contract';
import { AppError } from '../../lib/errors';
import type { SniffedType } from './file.sniff';

export const DISPLAY_MAX_EDGE = 1920;
export const THUMBNAIL_MAX_EDGE = 400;
const DISPLAY_QUALITY = 82;
const THUMBNAIL_QUALITY = 75;
/** The full-size copy: as close to the original as a re-encode without metadata gets (no chroma subsampling). */
const ORIGINAL_QUALITY = 95;

type DisplayFormat = 'jpeg' | 'png' | 'webp' | 'gif';
/** The stored mime and extension of each output format come from the contract's accepted types. */
const FORMATS: Record<DisplayFormat, { mime: string; ext: string }> = {
  jpeg: storedAs('image/jpeg'),
  png: storedAs('image/png'),
  webp: storedAs('image/webp'),
  gif: storedAs('image/gif'),
};

// libvips' operation cache would keep recent uploads (their bytes and decoded pixels) alive after their request:
// every upload is decoded once, so the cache only held memory
sharp.cache(false);

/**
 * Images re-encoded at once, across every request: one per core. sharp works each image on one thread (its default
 * with glibc), so more at once only adds decoded images in memory, not speed, and leaves the libuv threads the file
 * writes and password hashes also need.
 */
const imageTurns = turns(os.availableParallelism());

/** Thumbnails are always WebP. */
export const THUMBNAIL_MIME = FORMATS.webp.mime;

function storedAs(mime: string): { mime: string; ext: string } {
  const type = acceptedFileType(mime);
  if (!type) throw new Error(`${mime} is not an accepted file type`);
  return { mime: type.mime, ext: type.ext };
}

/** The display copy keeps the uploaded family where browsers show it; HEIC/AVIF become JPEG (WebP when transparent). */
function displayFormat(sniffed: SniffedType, hasAlpha: boolean): DisplayFormat {
  if (sniffed.ext === 'png' || sniffed.ext === 'webp' || sniffed.ext === 'gif') return sniffed.ext;
  return hasAlpha ? 'webp' : 'jpeg';
}

export type EncodedImage = { data: Buffer; mime: string; ext: string; width: number; height: number };
export type ProcessedImage = { display: EncodedImage; thumbnail: EncodedImage; original?: EncodedImage };

/**
 * Re-encodes an uploaded image (docs/product/file.md#kinds-and-limits): auto-orients, drops every metadata block (EXIF,
 * GPS, XMP, ICC — sharp writes none unless asked), shrinks to a display size and a thumbnail. The original is not kept.
 * JPEG/PNG/WebP/GIF stay in their format (GIF animation kept); HEIC/AVIF become JPEG. Thumbnails are WebP.
 * `limitInputPixels` stops decompression bombs before any pixel is decoded. At most one image per core is re-encoded
 * at a time; the others wait their turn.
 */
export function processImage(input: Buffer, sniffed: SniffedType, maxPixels: number, keepOriginal = false): Promise<ProcessedImage> {
  return imageTurns.run(() => reencode(input, sniffed, maxPixels, keepOriginal));
}

function encodeAs(pipeline: Sharp, format: DisplayFormat, quality: number): Sharp {
  if (format === 'png') return pipeline.png();
  if (format === 'gif') return pipeline.gif();
  if (format === 'webp') return pipeline.webp({ quality, smartSubsample: quality >= ORIGINAL_QUALITY });
  return pipeline.jpeg({ quality, progressive: true, ...(quality >= ORIGINAL_QUALITY ? { chromaSubsampling: '4:4:4' } : {}) });
}

async function reencode(input: Buffer, sniffed: SniffedType, maxPixels: number, keepOriginal: boolean): Promise<ProcessedImage> {
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    throw imageError(error, sniffed, maxPixels);
  }
  const pages = meta.pages ?? 1;
  const pageHeight = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !pageHeight) throw imageError(new Error('no dimensions'), sniffed, maxPixels);
  if (meta.width * pageHeight * pages > maxPixels) throw new AppError('TOO_LARGE', tooManyPixelsMessage(maxPixels));
  const animated = pages > 1;
  const format = displayFormat(sniffed, meta.hasAlpha === true);

  try {
    let pipeline = sharp(input, { ...options, animated });
    if (!animated) pipeline = pipeline.rotate();
    pipeline = pipeline.resize({
      width: DISPLAY_MAX_EDGE,
      height: DISPLAY_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await encodeAs(pipeline, format, DISPLAY_QUALITY).toBuffer({ resolveWithObject: true });
    const displayHeight = animated ? ((await sharp(data).metadata()).pageHeight ?? info.height) : info.height;
    const display: EncodedImage = { data, ...FORMATS[format], width: info.width, height: displayHeight };

    const thumb = await sharp(data, { limitInputPixels: maxPixels })
      .resize({ width: THUMBNAIL_MAX_EDGE, height: THUMBNAIL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const thumbnail: EncodedImage = {
      data: thumb.data,
      ...FORMATS.webp,
      width: thumb.info.width,
      height: thumb.info.height,
    };
    // only when the display copy is smaller: otherwise the display copy has every pixel already
    const shrunk = info.width < meta.width || displayHeight < pageHeight;
    const original = keepOriginal && shrunk ? await fullSize(input, options, animated, format) : undefined;
    return { display, thumbnail, original };
  } catch (error) {
    throw imageError(error, sniffed, maxPixels);
  }
}

/** Every pixel of the upload, upright, re-encoded at top quality: like the display copy, no metadata is written. */
async function fullSize(input: Buffer, options: SharpOptions, animated: boolean, format: DisplayFormat): Promise<EncodedImage> {
  let pipeline = sharp(input, { ...options, animated });
  if (!animated) pipeline = pipeline.rotate();
  const { data, info } = await encodeAs(pipeline, format, ORIGINAL_QUALITY).toBuffer({ resolveWithObject: true });
  const height = animated ? ((await sharp(data).metadata()).pageHeight ?? info.height) : info.height;
  return { data, ...FORMATS[format], width: info.width, height };
}

function imageError(error: unknown, sniffed: SniffedType, maxPixels: number): AppError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new AppError('TOO_LARGE', tooManyPixelsMessage(maxPixels));
  if (sniffed.ext === 'heic') return new AppError('UNSUPPORTED_TYPE', HEIC_UNSUPPORTED_MESSAGE);
  return new AppError('UNSUPPORTED_TYPE', IMAGE_UNREADABLE_MESSAGE);
}

/** Runs at most `size` tasks at a time; the others wait their turn in arrival order. */
export function turns(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < size) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the finishing task hands over its place
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
