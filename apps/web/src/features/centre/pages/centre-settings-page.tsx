import { Alert } from 'antd';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { centreKo } from '@/i18n/domains/centre';
import { useSessionStore } from '@/stores/session';
import { useGetCentre } from '../api/get-centre';
import { CentreSettingsForm } from '../components/centre-settings-form';
import { BackupStatus } from '@/features/backup/components/backup-status';
import { HolidaySection } from '@/features/holiday/components/holiday-section';
import '../centre.css';

const t = centreKo;

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
      {/* the deployment's nightly backups (docs/product/backup.md#status): the director's, like the call */}
      {canEdit && <BackupStatus />}
      {!canEdit && <Alert type="info" showIcon title={t.readOnlyNotice} className="centre-settings-notice" />}
      <QueryState query={query} errorTitle={t.loadFailed} retryLabel={t.retry}>
        {(centre) => <CentreSettingsForm key={centre.centreId} centre={centre} canEdit={canEdit} />}
      </QueryState>
      {/* the director and managers both keep the calendar (docs/product/holiday.md) */}
      <HolidaySection />
    </>
  );
}
