import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startApp } from './server';

/** Cold start of `npm start` on an existing DATA_DIR (migrated and seeded by a first run that is not counted). */
export async function coldStart(runs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-cold-'));
  const first = await startApp(dataDir);
  await first.stop();
  const { samplesMs, medianMs } = await coldStartOn(dataDir, runs);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { firstRunWithSeedMs: first.readyMs, samplesMs, medianMs };
}

/** `runs` starts of `npm start` on a DATA_DIR that is already migrated and seeded (the large seed's, for one). */
export async function coldStartOn(dataDir: string, runs: number) {
  const samplesMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const app = await startApp(dataDir);
    samplesMs.push(app.readyMs);
    await app.stop();
  }
  return { samplesMs, medianMs: median(samplesMs) };
}
