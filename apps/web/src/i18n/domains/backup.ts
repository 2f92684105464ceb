/** 백업 (docs/product/backup.md#status): the director's one-line status of the nightly backups. */
export const backupKo = {
  label: '마지막 백업',
  ok: '성공',
  failed: '실패',
  never: '아직 백업하지 않았습니다.',
  running: '지금 백업하는 중입니다…',
  off: '자동 백업이 꺼져 있습니다 (BACKUP_HOUR).',
  nightly: (hour: number, keep: number) => `매일 ${String(hour).padStart(2, '0')}:00에 백업하고 최근 ${keep}개를 보관합니다.`,
  loadError: '백업 상태를 불러오지 못했습니다.',
  loading: '백업 상태를 불러오는 중…',
};
