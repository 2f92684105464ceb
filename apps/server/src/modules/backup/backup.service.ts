import { PassThrough } from 'node:stream';
import type { BackupRun, BackupStatus } from '@kg/contract';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { ContextLogger } from '../../lib/context';
import type { Storage } from '../file/storage';
import { createArchive } from './backup.create';
import { archiveName, type BackupDestination } from './backup.destination';

export type BackupServiceDeps = {
  database: DatabaseHandle;
  storage: Storage;
  destination: BackupDestination;
  config: Config['backup'];
  /** the centre's zone, for the director's status */
  timeZone: string;
  log: ContextLogger;
  now?: () => Date;
};

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * Writes archives into the destination, keeps the newest BACKUP_KEEP, and remembers how the last run went for the
 * director (docs/product/backup.md#status). One run at a time: a second call while one runs waits for that one.
 */
export function createBackupService({ database, storage, destination, config, timeZone, log, now = () => new Date() }: BackupServiceDeps) {
  let running: Promise<BackupRun> | null = null;
  let last: BackupRun | null = null;

  async function backUp(): Promise<BackupRun> {
    const started = now();
    const name = archiveName(started);
    const clock = performance.now();
    let run: BackupRun;
    try {
      const body = new PassThrough();
      const [summary, written] = await Promise.all([
        createArchive(database, storage, body, started).catch((error: unknown) => {
          body.destroy(error as Error); // the destination removes what it had written
          throw error;
        }),
        destination.write(name, body),
      ]);
      run = { startedAt: started.toISOString(), finishedAt: now().toISOString(), ok: true, sizeBytes: written.size, archive: name, errorMessage: null };
      const removed = await applyRetention();
      log.info(
        {
          archive: name,
          sizeBytes: written.size,
          ms: Math.round(performance.now() - clock),
          tables: Object.keys(summary.manifest.tables).length,
          files: summary.manifest.files.referenced,
          missingFiles: summary.missingFiles.length,
          removedArchives: removed,
        },
        'backup written',
      );
    } catch (error) {
      run = { startedAt: started.toISOString(), finishedAt: now().toISOString(), ok: false, sizeBytes: null, archive: null, errorMessage: failureMessage(error, destination.kind) };
      // one line: the error's code and message (paths, S3 and SQL errors; no row is ever part of them)
      const { code, message } = error as NodeJS.ErrnoException;
      log.error({ archive: name, code, reason: message }, 'backup failed');
    }
    last = run;
    await destination.writeStatus(run).catch((error: unknown) => log.warn({ reason: (error as Error).message }, 'backup status not saved'));
    return run;
  }

  /** Removes the oldest archives beyond BACKUP_KEEP; returns how many. */
  async function applyRetention(): Promise<number> {
    const names = await destination.list();
    const surplus = names.slice(0, Math.max(0, names.length - config.keep));
    for (const name of surplus) await destination.remove(name);
    return surplus.length;
  }

  return {
    /** Backs up now (or joins the run in progress) and answers how it went; never throws. */
    run(): Promise<BackupRun> {
      running ??= backUp().finally(() => {
        running = null;
      });
      return running;
    },
    async status(): Promise<BackupStatus> {
      last ??= await destination.readStatus().catch(() => null);
      return {
        last,
        running: running !== null,
        schedule: { hour: config.hour, keep: config.keep, destination: destination.kind, timeZone },
      };
    },
    /** Resolves once the run in progress (if any) has finished: the server waits for it before closing. */
    async idle(): Promise<void> {
      await running;
    },
  };
}

/** What the director reads when a backup failed (docs/product/backup.md#status). */
export function failureMessage(error: unknown, destination: BackupDestination['kind']): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC') return '백업 폴더의 디스크 공간이 부족합니다.';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return '백업 폴더에 쓸 권한이 없습니다.';
  if (code === 'ENOTDIR' || code === 'ENOENT') return '백업 폴더를 만들 수 없습니다 (BACKUP_DIR 경로를 확인해 주세요).';
  if (destination === 's3' && error instanceof Error && ('$metadata' in error || code === 'ECONNREFUSED' || code === 'ENOTFOUND')) {
    return '백업 저장소(S3)에 올리지 못했습니다. 버킷과 접속 정보를 확인해 주세요.';
  }
  return '백업을 만들지 못했습니다. 서버 기록(로그)의 "backup failed" 줄을 관리 담당자에게 전해 주세요.';
}
