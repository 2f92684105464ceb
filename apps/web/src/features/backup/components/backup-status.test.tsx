import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { backupEndpoints, type BackupStatus as BackupStatusData } from '@kg/contract';
import { fail, installFakeServer, ok, route } from '@/test/fake-server';
import { BackupStatus } from './backup-status';

let server: ReturnType<typeof installFakeServer> | undefined;
afterEach(() => server?.restore());

const schedule = { hour: 2, keep: 7, destination: 'folder' as const, timeZone: 'Asia/Seoul' };

function renderWith(reply: ReturnType<typeof ok>) {
  server = installFakeServer({ [route(backupEndpoints.status)]: () => reply });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BackupStatus />
    </QueryClientProvider>,
  );
}

describe('BackupStatus (docs/product/backup.md#status)', () => {
  it('shows the last backup: its time in the centre zone, its size and 성공', async () => {
    const status: BackupStatusData = {
      last: { startedAt: '2026-12-06T17:00:00.000Z', finishedAt: '2026-12-06T17:00:41.000Z', ok: true, sizeBytes: 48 * 1024 * 1024, archive: 'backup-20261206T170000Z.tar.gz', errorMessage: null },
      running: false,
      schedule,
    };
    renderWith(ok(status));
    expect(await screen.findByText('마지막 백업: 12월 7일 02:00 · 48 MB · 성공')).toBeInTheDocument();
    expect(screen.getByText('매일 02:00에 백업하고 최근 7개를 보관합니다.')).toBeInTheDocument();
  });

  it('shows a failure in red with the Korean reason', async () => {
    const status: BackupStatusData = {
      last: { startedAt: '2026-12-06T17:00:00.000Z', finishedAt: '2026-12-06T17:00:01.000Z', ok: false, sizeBytes: null, archive: null, errorMessage: '백업 폴더의 디스크 공간이 부족합니다.' },
      running: false,
      schedule,
    };
    renderWith(ok(status));
    const line = await screen.findByText('마지막 백업: 12월 7일 02:00 · 실패 — 백업 폴더의 디스크 공간이 부족합니다.');
    expect(line).toHaveStyle({ color: '#cf1322' });
  });

  it('says so before the first backup and when nightly backups are off', async () => {
    renderWith(ok({ last: null, running: false, schedule: { ...schedule, hour: null } } satisfies BackupStatusData));
    expect(await screen.findByText('아직 백업하지 않았습니다.')).toBeInTheDocument();
    expect(screen.getByText('자동 백업이 꺼져 있습니다 (BACKUP_HOUR).')).toBeInTheDocument();
  });

  it('says when the status cannot be read', async () => {
    renderWith(fail(403, 'FORBIDDEN', '접근 권한이 없습니다.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('백업 상태를 불러오지 못했습니다.');
  });
});
