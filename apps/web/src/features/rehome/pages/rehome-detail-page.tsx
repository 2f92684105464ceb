import { useState } from 'react';
import { Alert, Button, Card, Input, Tag } from 'antd';
import { CarOutlined, CheckOutlined, StopOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { endRehomeBodySchema, type EndRehomeInput, type Rehome } from '@kg/contract';
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
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const check = useCheckRehome();
  const end = useEndRehome();
  const stop = useStopRehome();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const isOpen = status === 'REQUESTED' || status === 'CHECKED';
  const needsOverride = !rehome.pickupAuthorised;

  const handleCheck = () => check.mutate({ classId, rehomeId }, { onSuccess: () => showAlert(t.checkedDone, 'success') });

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
    openConfirm(message, () =>
      end.mutate(parsed.data, {
        onSuccess: () => showAlert(t.endDone, 'success'),
        onError: (error) => setReasonError(fieldErrorOf(error, OVERRIDE_FIELD)),
      }),
    );
  };

  const handleStop = () =>
    openConfirm(t.confirmStop(rehome.childName), () =>
      stop.mutate({ classId, rehomeId }, { onSuccess: () => showAlert(t.stopDone, 'success') }),
    );

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <h2 className="record-summary-title">{rehome.childName}</h2>
          <RehomeStatusTag status={status} />
          {rehome.isToday && <Tag color="gold">{ko.list.today}</Tag>}
        </div>
        <p className="record-summary-line">
          {rehome.rehomeTime} · {rehome.pickupName} ({rehome.relation})
        </p>
      </Card>

      {needsOverride && isOpen && <PickupWarning rehome={rehome} />}

      <RehomeFacts rehome={rehome} />

      {needsOverride && status === 'CHECKED' && (
        <section className="record-section form-field">
          <label htmlFor="rehome-override" className="record-section-title">
            {t.overrideReason} <span aria-hidden>*</span>
          </label>
          <Input.TextArea
            id="rehome-override"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t.overridePlaceholder}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={200}
            required
            status={reasonError ? 'error' : undefined}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? 'rehome-override-error' : undefined}
          />
          {reasonError && (
            <p id="rehome-override-error" className="field-error">
              {reasonError}
            </p>
          )}
        </section>
      )}

      <p className="record-hint">{status === 'REQUESTED' ? t.endHint : isOpen ? '' : t.closedHint}</p>
      <div className="record-actions">
        <Button
          size="large"
          type={status === 'REQUESTED' ? 'primary' : 'default'}
          icon={<CheckOutlined aria-hidden />}
          disabled={status !== 'REQUESTED'}
          loading={check.isPending}
          onClick={handleCheck}
        >
          {t.check}
        </Button>
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
        <Button size="large" icon={<StopOutlined aria-hidden />} disabled={!isOpen} loading={stop.isPending} onClick={handleStop}>
          {t.stop}
        </Button>
      </div>
    </div>
  );
}
