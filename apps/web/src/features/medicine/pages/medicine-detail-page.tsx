import { useState } from 'react';
import { Button, Card, Tag } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { endMedicineBodySchema, medicineSummary, type Medicine } from '@kg/contract';
import { CheckButton, RecordActions, RecordNoteField, useRecordAction } from '@/components/record-actions';
import { RecordPage } from '@/components/record-page';
import { StoryClassRequired } from '@/components/story-class';
import { ko } from '@/i18n/ko';
import { fieldErrorOf } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useCheckMedicine } from '../api/check-medicine';
import { useEndMedicine } from '../api/end-medicine';
import { useGetMedicine } from '../api/get-medicine';
import { useLogDose } from '../api/log-dose';
import { DoseList } from '../components/dose-list';
import { DoseModal } from '../components/dose-modal';
import { MedicineFacts } from '../components/medicine-facts';
import { MedicineStatusTag } from '../components/medicine-status-tag';

const t = ko.medicine;
const LIST_PATH = '/admin/story/medicate';

/** story/medicate/{id}: one request; 확인 → 투약 기록 (each dose) → 투약 완료 with a comment. */
export default function MedicineDetailPage() {
  const medicineId = Number(useParams().id);
  return (
    <StoryClassRequired title={ko.titles.medicineDetail}>
      {(classId) => <MedicineDetail key={`${classId}-${medicineId}`} classId={classId} medicineId={medicineId} />}
    </StoryClassRequired>
  );
}

function MedicineDetail({ classId, medicineId }: { classId: number; medicineId: number }) {
  const query = useGetMedicine(classId, medicineId);
  return (
    <RecordPage title={ko.titles.medicineDetail} listPath={LIST_PATH} backLabel={t.backToList} query={query}>
      {(medicine) => <MedicineRecord medicine={medicine} />}
    </RecordPage>
  );
}

function MedicineRecord({ medicine }: { medicine: Medicine }) {
  const { classId, medicineId, status } = medicine;
  const openConfirm = useUiStore((s) => s.openConfirm);
  const check = useCheckMedicine();
  const end = useEndMedicine();
  const dose = useLogDose();
  const runCheck = useRecordAction(check, t.checkedDone);
  const runEnd = useRecordAction(end, t.endDone);
  const runDose = useRecordAction(dose, t.doseDone);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [doseOpen, setDoseOpen] = useState(false);
  const [doseForm, setDoseForm] = useState(0);
  const isChecked = status === 'CHECKED';

  const openDose = () => {
    setDoseForm((n) => n + 1);
    setDoseOpen(true);
  };

  const handleDose = (input: { givenAt: string; note: string }) =>
    runDose({ classId, medicineId, ...input }, { onSuccess: () => setDoseOpen(false) });

  const handleEnd = () => {
    const body = { classId, medicineId, status: 'COMPLETED' as const, teacherComment: comment.trim() };
    const parsed = endMedicineBodySchema.safeParse(body);
    if (!parsed.success) {
      setCommentError(parsed.error.issues[0].message);
      return;
    }
    setCommentError(undefined);
    openConfirm(t.confirmEnd(medicine.childName, medicine.doseCount), () =>
      runEnd(body, { onError: (error) => setCommentError(fieldErrorOf(error, 'teacherComment')) }),
    );
  };

  return (
    <div className="record-detail">
      <Card className="record-summary" size="small">
        <div className="record-summary-head">
          <h2 className="record-summary-title">{medicine.childName}</h2>
          <MedicineStatusTag status={status} />
          {medicine.isToday && <Tag color="gold">{ko.list.today}</Tag>}
        </div>
        <p className="record-summary-line">
          {medicineSummary(medicine.medicines)} · {medicine.symptom}
        </p>
      </Card>

      <MedicineFacts medicine={medicine} />

      <section className="record-section" aria-labelledby="medicine-doses">
        <h3 id="medicine-doses" className="record-section-title">
          {t.doses}
        </h3>
        <DoseList doses={medicine.doses} />
      </section>

      {isChecked && (
        <RecordNoteField
          id="medicine-comment"
          label={t.teacherComment}
          value={comment}
          onChange={setComment}
          placeholder={t.teacherCommentPlaceholder}
          error={commentError}
          maxLength={1000}
          showCount
          rows={{ minRows: 3, maxRows: 8 }}
        />
      )}

      <RecordActions hint={status === 'REQUESTED' ? t.endHint : status === 'COMPLETED' ? t.closedHint : status === 'CANCELLED' ? t.cancelledHint : ''}>
        <CheckButton label={t.check} requested={status === 'REQUESTED'} loading={check.isPending} onClick={() => runCheck({ classId, medicineId })} />
        <Button size="large" icon={<MedicineBoxOutlined aria-hidden />} disabled={!isChecked} onClick={openDose}>
          {t.logDose}
        </Button>
        <Button size="large" type={isChecked ? 'primary' : 'default'} disabled={!isChecked} loading={end.isPending} onClick={handleEnd}>
          {t.end}
        </Button>
      </RecordActions>

      <DoseModal key={doseForm} open={doseOpen} saving={dose.isPending} onSave={handleDose} onClose={() => setDoseOpen(false)} />
    </div>
  );
}
