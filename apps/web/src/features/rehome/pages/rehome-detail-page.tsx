import { useState } from 'react';
import { Alert, Button, Card, Tag } from 'antd';
import { CarOutlined, StopOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { endRehomeBodySchema, type EndRehomeInput, type Rehome } from '@kg/contract';
import { CheckButton, RecordActions, RecordNoteField, useRecordAction } from '@/components/record-actions';
import { RecordPage } from '@/components/record-page';
import { StoryClassRequired } from '@/components/story-class';
import { ko } from '@/i18n/ko';
import { fieldErrorOf } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useCheckRehome } from '../api/check-rehome';
import { useEndRehome } from '../api/end-rehome';
import { useGetRehome } from '../api/get-rehome';
import { useStopRehome } from '../api/stop-rehome';
import { RehomeFacts } from '../components/rehome-facts';
import { RehomeStatusTag } from '../components/rehome-status-tag';
import { StopRehomeDialog } from '../components/stop-rehome-dialog';

const t = ko.rehome;
const LIST_PATH = '/admin/story/rehome';
const OVERRIDE_FIELD = 'override.reason';

/** story/rehome/{id}: one pickup consent; 확인 → 귀가 완료 (hand-over time and teacher), or 귀가 취소. */
export default function RehomeDetailPage() {
  const rehomeId = Number(useParams().id);
  return (
    <StoryClassRequired title={ko.titles.rehomeDetail}>
      {(classId) => <RehomeDetail key={`${classId}-${rehomeId}`} classId={classId} rehomeId={rehomeId} />}
    </StoryClassRequired>
  );
}

function RehomeDetail({ classId, rehomeId }: { classId: number; rehomeId: number }) {
  const query = useGetRehome(classId, rehomeId);
  return (
    <RecordPage title={ko.titles.rehomeDetail} listPath={LIST_PATH} backLabel={t.backToList} query={query}>
      {(rehome) => <RehomeRecord rehome={rehome} />}
    </RecordPage>
  );
}

function PickupWarning({ rehome }: { rehome: Rehome }) {
  const message = rehome.pickupRegistered
    ? t.barredWarning(rehome.pickupName, rehome.pickupNote)
    : t.unknownWarning(rehome.pickupName);
  return <Alert type="error" showIcon title={t.notAuthorised} description={message} />;
}

function RehomeRecord({ rehome }: { rehome: Rehome }) {
  const { classId, rehomeId, status } = rehome;
  const openConfirm = useUiStore((s) => s.openConfirm);
  const check = useCheckRehome();
  const end = useEndRehome();
  const stop = useStopRehome();
  const runCheck = useRecordAction(check, t.checkedDone);
  const runEnd = useRecordAction(end, t.endDone);
  const runStop = useRecordAction(stop, t.stopDone);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const isOpen = status === 'REQUESTED' || status === 'CHECKED';
  const needsOverride = !rehome.pickupAuthorised;

  const handleEnd = () => {
    const body: EndRehomeInput = needsOverride ? { classId, rehomeId, override: { reason } } : { classId, rehomeId };
    const parsed = endRehomeBodySchema.safeParse(body);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0].message);
      return;
    }
    setReasonError(undefined);
    const message = needsOverride
      ? t.confirmEndOverride(rehome.childName, rehome.pickupName)
      : t.confirmEnd(rehome.childName, rehome.pickupName);
    openConfirm(message, () => runEnd(parsed.data, { onError: (error) => setReasonError(fieldErrorOf(error, OVERRIDE_FIELD)) }));
  };

  const [stopping, setStopping] = useState(false);

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <h2 className="record-summary-title">{rehome.childName}</h2>
          <RehomeStatusTag status={status} stoppedByParent={rehome.stoppedByParent} />
          {rehome.isToday && <Tag color="gold">{ko.list.today}</Tag>}
        </div>
        <p className="record-summary-line">
          {rehome.rehomeTime} · {rehome.pickupName} ({rehome.relation})
        </p>
      </Card>

      {needsOverride && isOpen && <PickupWarning rehome={rehome} />}

      <RehomeFacts rehome={rehome} />

      {needsOverride && status === 'CHECKED' && (
        <RecordNoteField
          id="rehome-override"
          label={t.overrideReason}
          required
          value={reason}
          onChange={setReason}
          placeholder={t.overridePlaceholder}
          error={reasonError}
          maxLength={200}
          rows={{ minRows: 2, maxRows: 5 }}
        />
      )}

      <RecordActions hint={status === 'REQUESTED' ? t.endHint : isOpen ? '' : t.closedHint}>
        <CheckButton label={t.check} requested={status === 'REQUESTED'} loading={check.isPending} onClick={() => runCheck({ classId, rehomeId })} />
        <Button
          size="large"
          type={status === 'CHECKED' ? 'primary' : 'default'}
          danger={needsOverride && status === 'CHECKED'}
          icon={<CarOutlined aria-hidden />}
          disabled={status !== 'CHECKED'}
          loading={end.isPending}
          onClick={handleEnd}
        >
          {t.end}
        </Button>
        <Button size="large" icon={<StopOutlined aria-hidden />} disabled={!isOpen} loading={stop.isPending} onClick={() => setStopping(true)}>
          {t.stop}
        </Button>
      </RecordActions>
      <StopRehomeDialog
        open={stopping}
        childName={rehome.childName}
        onStop={(stopReason) => runStop(stopReason ? { classId, rehomeId, reason: stopReason } : { classId, rehomeId })}
        onClose={() => setStopping(false)}
      />
    </div>
  );
}
