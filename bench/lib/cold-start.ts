import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startApp } from './server';

/** Cold start of `npm start` on a new DATA_DIR: the first start creates and seeds the demo centre and is not counted. */
export async function coldStart(runs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-cold-'));
  try {
    const { firstMs, samplesMs, medianMs } = await coldStartOn(dataDir, runs);
    return { firstRunWithSeedMs: firstMs, samplesMs, medianMs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `runs` starts of `npm start` on an existing DATA_DIR (the large seed's, for one), after a first start that is not
 * counted: it applies any migration newer than the DATA_DIR.
 */
export async function coldStartOn(dataDir: string, runs: number) {
  const first = await startApp(dataDir, {}, { timeoutMs: 15 * 60_000 });
  await first.stop();
  const samplesMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const app = await startApp(dataDir);
    samplesMs.push(app.readyMs);
    await app.stop();
  }
  return { firstMs: first.readyMs, samplesMs, medianMs: median(samplesMs) };
}
