import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase } from './client';

describe('embedded database', () => {
  it('is opened by one process only: a second open of the same DATA_DIR fails clearly, and works after close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-lock-'));
    const first = await openDatabase({ dataDir });
    // a lock held by another live process (our parent stands in for it)
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by another server/);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // a stale lock from a crashed process is taken over
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const second = await openDatabase({ dataDir });
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
