// Child process of the photo bench (photo-upload.ts): the server's own image processing on the album's photos, at the
// web app's concurrency, with nothing else in the process, so its time and RSS stand beside the server's.
import fs from 'node:fs';
import { loadConfig } from '../../apps/server/src/config';
import { processImage } from '../../apps/server/src/modules/file/file.image';
import { SNIFF_BYTES, sniffType } from '../../apps/server/src/modules/file/file.sniff';
import { likeTheWebApp } from './photo-upload';

export type SharpAloneRequest = { paths: string[] };
export type SharpAloneResult = { ms: number };

const { maxPixels } = loadConfig({}).uploads;

process.once('message', async ({ paths }: SharpAloneRequest) => {
  process.send!('ready');
  await new Promise((resolve) => process.once('message', resolve));
  const started = performance.now();
  // each photo is read when its turn comes, as the server receives it: the process holds only the photos in work
  await likeTheWebApp(paths, async (file) => {
    const buffer = await fs.promises.readFile(file);
    const sniffed = await sniffType(buffer.subarray(0, SNIFF_BYTES));
    if (!sniffed) throw new Error('not an image');
    await processImage(buffer, sniffed, maxPixels);
  });
  process.send!({ ms: Math.round(performance.now() - started) } satisfies SharpAloneResult);
  // stay (with what the work left in memory) until the parent has read the settled RSS and ends this process
  process.on('message', () => undefined);
});
