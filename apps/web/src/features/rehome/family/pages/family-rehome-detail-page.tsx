import { Alert, Button, Descriptions } from 'antd';
import { useParams } from 'react-router';
import { REHOME_PARENT_STOPPED_DONE_MESSAGE, rehomeMethodLabels, rehomeStatusLabels, type FamilyRehome } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { PageHead } from '@/family/components/page-head';
import { RequestTimeline, atByTeacher, confirmRequestCancel } from '@/family/components/request-status';
import { StatusTag } from '@/family/components/status-tag';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { useCancelFamilyRehome, useFamilyRehome } from '../api/family-rehome';

const t = familyKo.rehome;

const by = (name: string | null, at: string | null) => atByTeacher(formatDateTime(at), name);

function RehomeView({ rehome, childCode }: { rehome: FamilyRehome; childCode: number }) {
  const cancel = useCancelFamilyRehome();
  const handleCancel = () => confirmRequestCancel(cancel, { childCode, rehomeId: rehome.rehomeId }, t, REHOME_PARENT_STOPPED_DONE_MESSAGE);
  return (
    <>
      <div className="family-card-title">
        <span>
          {formatDay(rehome.rehomeDate)} {rehome.rehomeTime}
        </span>
        <StatusTag status={rehome.status} label={rehomeStatusLabels[rehome.status]} />
      </div>
      {rehome.status === 'STOPPED' ? (
        <Alert
          type="info"
          showIcon
          className="family-block"
          title={rehome.stoppedByParent ? t.stoppedByParent(formatDateTime(rehome.stoppedAt)) : t.stoppedByCentre(by(rehome.stoppedByName, rehome.stoppedAt))}
          description={rehome.stopReason || undefined}
        />
      ) : (
        <RequestTimeline
          reached={rehome.status === 'ENDED' ? 2 : rehome.status === 'CHECKED' ? 1 : 0}
          steps={[
            { title: t.stepRequested, content: formatDateTime(rehome.createdAt) },
            { title: t.stepChecked, content: rehome.checkedAt ? by(rehome.checkedByName, rehome.checkedAt) : t.waiting },
            { title: t.stepEnded, content: rehome.handedOverAt ? by(rehome.endedByName, rehome.handedOverAt) : '' },
          ]}
        />
      )}
      {!rehome.pickupAuthorised && <Alert type="warning" showIcon title={t.otherPersonNote} className="family-block" />}
      <Descriptions
        column={1}
        size="small"
        bordered
        className="family-block"
        items={[
          { key: 'person', label: t.person, children: t.personLine(rehome.pickupName, rehome.relation, rehome.phone) },
          { key: 'method', label: t.method, children: rehomeMethodLabels[rehome.method] },
          ...(rehome.emergencyPhone ? [{ key: 'emergency', label: t.emergencyPhone, children: rehome.emergencyPhone }] : []),
          ...(rehome.parentNote ? [{ key: 'note', label: t.parentNote, children: <span className="family-text">{rehome.parentNote}</span> }] : []),
        ]}
      />
      {rehome.canCancel && (
        <div className="family-actions">
          <Button size="large" block danger loading={cancel.isPending} onClick={handleCancel}>
            {t.cancel}
          </Button>
        </div>
      )}
    </>
  );
}

/** One consent: 요청 → 확인 → 귀가완료 with times and teachers, or who cancelled it; 취소 until the hand-over. */
export default function FamilyRehomeDetailPage() {
  const childCode = useChildCode();
  const rehomeId = Number(useParams().id);
  const query = useFamilyRehome(childCode, rehomeId);
  return (
    <section className="family-page">
      <PageHead title={t.detail} back={childPath(childCode, 'rehome')} />
      <FamilyQueryState query={query}>{(rehome) => <RehomeView rehome={rehome} childCode={childCode} />}</FamilyQueryState>
    </section>
  );
}
