import { Alert, Button, Descriptions } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MEDICINE_PARENT_CANCELLED_DONE_MESSAGE, medicineStatusLabels, medicineStorageLabels, type FamilyMedicine } from '@kg/contract';
import { useChildCode } from '@/family/child-scope';
import { FamilyQueryState } from '@/family/components/family-query-state';
import { PageHead } from '@/family/components/page-head';
import { RequestTimeline, atByTeacher, confirmRequestCancel } from '@/family/components/request-status';
import { StatusTag } from '@/family/components/status-tag';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatCompactDate, formatDateTime, formatDay } from '@/lib/format-date';
import { useCancelFamilyMedicine, useFamilyMedicine } from '../api/family-medicine';

const t = familyKo.medicine;

/** 요청 → 확인 → 투약완료, each with its time and teacher. */
function Timeline({ medicine }: { medicine: FamilyMedicine }) {
  return (
    <RequestTimeline
      reached={medicine.status === 'COMPLETED' ? 2 : medicine.status === 'CHECKED' ? 1 : 0}
      steps={[
        { title: t.stepRequested, content: formatDateTime(medicine.confirmedAt ?? medicine.createdAt) + (medicine.requestedByName ? ` · ${medicine.requestedByName}` : '') },
        { title: t.stepChecked, content: medicine.checkedAt ? atByTeacher(formatDateTime(medicine.checkedAt), medicine.checkedByName) : t.waiting },
        { title: t.stepCompleted, content: medicine.completedAt ? atByTeacher(formatCompactDate(medicine.completedAt), medicine.completedByName) : '' },
      ]}
    />
  );
}

function MedicineView({ medicine, childCode }: { medicine: FamilyMedicine; childCode: number }) {
  const navigate = useNavigate();
  const cancel = useCancelFamilyMedicine();
  const handleCancel = () => confirmRequestCancel(cancel, { childCode, medicineId: medicine.medicineId }, t, MEDICINE_PARENT_CANCELLED_DONE_MESSAGE);
  return (
    <>
      <div className="family-card-title">
        <span>{formatDay(medicine.requestDate)}</span>
        <StatusTag status={medicine.status} label={medicineStatusLabels[medicine.status]} />
      </div>
      {medicine.status === 'CANCELLED' ? (
        <Alert type="info" showIcon title={t.cancelledAt(formatDateTime(medicine.cancelledAt))} className="family-block" />
      ) : (
        <Timeline medicine={medicine} />
      )}
      <Descriptions column={1} size="small" bordered className="family-block" items={[
        { key: 'symptom', label: t.symptom, children: medicine.symptom },
        ...(medicine.parentNote ? [{ key: 'note', label: t.parentNote, children: <span className="family-text">{medicine.parentNote}</span> }] : []),
      ]} />
      {medicine.medicines.map((item, i) => (
        <Descriptions
          key={i}
          title={t.medicineN(i + 1)}
          column={1}
          size="small"
          bordered
          className="family-block"
          items={[
            { key: 'name', label: t.medicineName, children: item.medicineName },
            { key: 'dosage', label: t.dosage, children: item.dosage },
            { key: 'times', label: t.times, children: item.times },
            { key: 'storage', label: t.storage, children: medicineStorageLabels[item.storage] },
          ]}
        />
      ))}
      <h2 className="family-section-title">{t.doses}</h2>
      {medicine.doses.length === 0 ? (
        <p className="family-muted">{t.noDoses}</p>
      ) : (
        <ul className="family-list">
          {medicine.doses.map((dose) => (
            <li key={dose.doseId} className="family-reply">
              <div className="family-reply-meta">{atByTeacher(formatDateTime(dose.givenAt), dose.givenByName)}</div>
              {dose.note && <div className="family-text">{dose.note}</div>}
            </li>
          ))}
        </ul>
      )}
      {medicine.teacherComment && (
        <>
          <h2 className="family-section-title">{t.teacherComment}</h2>
          <div className="family-text">{medicine.teacherComment}</div>
        </>
      )}
      {medicine.canChange && (
        <div className="family-actions">
          <Button size="large" block onClick={() => navigate(childPath(childCode, 'medicine', medicine.medicineId, 'edit'))}>
            {t.edit}
          </Button>
          <Button size="large" block danger loading={cancel.isPending} onClick={handleCancel}>
            {t.cancel}
          </Button>
          <p className="family-muted">{t.changeHint}</p>
        </div>
      )}
    </>
  );
}

/** One request: what was asked, its status timeline (요청 → 확인 → 투약완료), the doses and the teacher's comment. */
export default function FamilyMedicineDetailPage() {
  const childCode = useChildCode();
  const medicineId = Number(useParams().id);
  const query = useFamilyMedicine(childCode, medicineId);
  return (
    <section className="family-page">
      <PageHead title={t.detail} back={childPath(childCode, 'medicine')} />
      <FamilyQueryState query={query}>{(medicine) => <MedicineView medicine={medicine} childCode={childCode} />}</FamilyQueryState>
    </section>
  );
}
