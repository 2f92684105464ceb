import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startApp } from './server';

/** Cold start of `npm start` on an existing DATA_DIR (migrated and seeded by a first run that is not counted). */
export async function coldStart(runs: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-bench-cold-'));
  const first = await startApp(dataDir);
  await first.stop();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const app = await startApp(dataDir);
    samples.push(app.readyMs);
    await app.stop();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { firstRunWithSeedMs: first.readyMs, samplesMs: samples, medianMs: median(samples) };
}
