import { Alert } from 'antd';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { centreKo } from '@/i18n/domains/centre';
import { useSessionStore } from '@/stores/session';
import { useGetCentre } from '../api/get-centre';
import { CentreSettingsForm } from '../components/centre-settings-form';
import '../centre.css';

const t = centreKo;

/**
 * Where the backup status (features/backup/components/backup-status.tsx, built separately) is mounted at the top of
 * 원 정보. Empty until that component exists; replace this body with it.
 */
function BackupStatusSlot() {
  return null;
}

/**
 * /admin/centre, 원 정보 (docs/product/centre.md#원-정보): the session's centre and its settings. The director edits
 * them (PUT is theirs alone); a manager reads them — the hours and school days matter to their work too.
 */
export default function CentreSettingsPage() {
  const query = useGetCentre();
  const canEdit = useSessionStore((s) => s.role === 'ROLE_ADMIN');
  return (
    <>
      <PageTitle title={t.title} />
      <BackupStatusSlot />
      {!canEdit && <Alert type="info" showIcon title={t.readOnlyNotice} className="centre-settings-notice" />}
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(centre) => <CentreSettingsForm key={centre.centreId} centre={centre} canEdit={canEdit} />}
      </QueryState>
    </>
  );
}
