import { timeIn, todayIn, type BackupStatus as BackupStatusData } from '@kg/contract';
import { backupKo as ko } from '@/i18n/domains/backup';
import { useBackupStatus } from '../api/get-backup-status';

const FAILURE_COLOR = '#cf1322';

/** '12월 7일 02:00' in the centre's zone, whatever the browser's. */
function when(iso: string, timeZone: string): string {
  const [, month, day] = todayIn(timeZone, new Date(iso)).split('-').map(Number);
  return `${month}월 ${day}일 ${timeIn(timeZone, new Date(iso))}`;
}
const megabytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024 / 1024))} MB`;

/** The status line of the nightly backups for the 원 정보 page (docs/product/backup.md#status). */
export function BackupStatus() {
  const status = useBackupStatus();
  if (status.isPending) return <p role="status">{ko.loading}</p>;
  if (status.isError) return <p role="alert" style={{ color: FAILURE_COLOR }}>{ko.loadError}</p>;
  return <BackupStatusLine status={status.data} />;
}

function BackupStatusLine({ status }: { status: BackupStatusData }) {
  const { last, schedule } = status;
  const scheduleText = schedule.hour === null ? ko.off : ko.nightly(schedule.hour, schedule.keep);
  let line: React.ReactNode = ko.never;
  if (last?.ok) line = `${ko.label}: ${when(last.startedAt, schedule.timeZone)} · ${megabytes(last.sizeBytes ?? 0)} · ${ko.ok}`;
  if (last && !last.ok) {
    line = (
      <span style={{ color: FAILURE_COLOR }}>
        {`${ko.label}: ${when(last.startedAt, schedule.timeZone)} · ${ko.failed} — ${last.errorMessage ?? ''}`}
      </span>
    );
  }
  return (
    <div role="status">
      <p>{line}</p>
      <p>{status.running ? ko.running : scheduleText}</p>
    </div>
  );
}
