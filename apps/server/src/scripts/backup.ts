// `npm run backup [-- --out <file.tar.gz>]`: one archive of this deployment (docs/product/backup.md#by-hand).
// PostgreSQL: read beside running servers, in one snapshot. The embedded database (PGlite) is opened by one process
// at a time: with its server stopped this command reads DATA_DIR itself; with it running, it asks that server to make
// the backup (SIGUSR2) and waits for its result (docs/decisions/016-backups.md#pglite).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase, type DatabaseHandle } from '../db/client';
import { createStorage } from '../modules/file/storage.factory';
import { createArchive } from '../modules/backup/backup.create';
import { createDestination, type BackupDestination } from '../modules/backup/backup.destination';
import { createBackupService } from '../modules/backup/backup.service';
import type { BackupRun } from '@kg/contract';

const WAIT_FOR_SERVER_MS = 60 * 60 * 1000;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const destination = await createDestination(config.backup.destination);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (values.out) fail('서버가 실행 중일 때는 --out을 쓸 수 없습니다: 실행 중인 서버가 백업 폴더(BACKUP_DIR)나 버킷에 백업을 만듭니다.');
    return report(await askRunningServer(error.pid, destination));
  }
  try {
    const storage = await createStorage(config.storage, config.dataDir);
    if (values.out) await backUpToFile(database, storage, path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out));
    else report(await createBackupService({ database, storage, destination, config: config.backup, timeZone: config.timeZone, log: quietLog }).run());
  } finally {
    await database.close();
  }
}

async function backUpToFile(database: DatabaseHandle, storage: Awaited<ReturnType<typeof createStorage>>, file: string) {
  const partial = `${file}.partial`;
  try {
    const { manifest, missingFiles } = await createArchive(database, storage, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    fs.renameSync(partial, file);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`백업했습니다: ${file} (${megabytes(fs.statSync(file).size)}, 표 ${Object.keys(manifest.tables).length}개 ${rows}행, 파일 ${manifest.files.referenced}개)`);
    if (missingFiles.length > 0) console.log(`백업하는 동안 지워진 파일 ${missingFiles.length}개는 빠졌습니다 (files-missing.json).`);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Signals the server that holds DATA_DIR and waits until the destination's status shows a run started after now. */
async function askRunningServer(pid: number, destination: BackupDestination): Promise<BackupRun> {
  const asked = Date.now();
  try {
    process.kill(pid, 'SIGUSR2');
  } catch {
    fail(`실행 중인 서버(pid ${pid})에 백업을 요청하지 못했습니다. 서버를 멈춘 뒤 다시 실행하거나, 매일 밤의 자동 백업을 이용해 주세요.`);
  }
  console.log(`실행 중인 서버(pid ${pid})에 백업을 요청했습니다. 끝날 때까지 기다립니다…`);
  while (Date.now() - asked < WAIT_FOR_SERVER_MS) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const status = await destination.readStatus().catch(() => null);
    // the server's clock is this machine's: a run it started after the request is this one
    if (status && Date.parse(status.startedAt) >= asked - 1000) return status;
  }
  return fail('서버가 한 시간 안에 백업을 끝내지 않았습니다. 서버 기록(로그)을 확인해 주세요.');
}

function report(run: BackupRun) {
  if (!run.ok) fail(`백업하지 못했습니다: ${run.errorMessage}`);
  console.log(`백업했습니다: ${run.archive} (${megabytes(run.sizeBytes ?? 0)})`);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The service logs its one line per run; the command prints its own result instead. */
const quietLog = { info: () => undefined, warn: (o: object, m?: string) => console.error(m, o), error: (o: object, m?: string) => console.error(m, o) };

void main();
