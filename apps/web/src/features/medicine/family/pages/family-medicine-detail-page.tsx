import { Alert, Button, Descriptions, Steps } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MEDICINE_PARENT_CANCELLED_DONE_MESSAGE, medicineStatusLabels, medicineStorageLabels, type FamilyMedicine } from '@kg/contract';
import { QueryState } from '@/components/query-state';
import { useChildCode } from '@/family/child-scope';
import { PageHead } from '@/family/components/page-head';
import { StatusTag } from '@/family/components/status-tag';
import { childPath } from '@/family/paths';
import { familyKo } from '@/i18n/domains/family';
import { formatCompactDate, formatDateTime, formatDay } from '@/lib/format-date';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useCancelFamilyMedicine, useFamilyMedicine } from '../api/family-medicine';

const t = familyKo.medicine;

const by = (name: string | null, at: string) => [at, name ? familyKo.alim.teacher(name) : null].filter(Boolean).join(' · ');

/** 요청 → 확인 → 투약완료, each with its time and teacher. */
function Timeline({ medicine }: { medicine: FamilyMedicine }) {
  const current = medicine.status === 'COMPLETED' ? 2 : medicine.status === 'CHECKED' ? 1 : 0;
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={current}
      status={medicine.status === 'COMPLETED' ? 'finish' : 'process'}
      className="family-timeline"
      items={[
        { title: t.stepRequested, content: formatDateTime(medicine.confirmedAt ?? medicine.createdAt) + (medicine.requestedByName ? ` · ${medicine.requestedByName}` : '') },
        { title: t.stepChecked, content: medicine.checkedAt ? by(medicine.checkedByName, formatDateTime(medicine.checkedAt)) : t.waiting },
        {
          title: t.stepCompleted,
          content: medicine.completedAt ? by(medicine.completedByName, formatCompactDate(medicine.completedAt)) : '',
        },
      ]}
    />
  );
}

function MedicineView({ medicine, childCode }: { medicine: FamilyMedicine; childCode: number }) {
  const navigate = useNavigate();
  const cancel = useCancelFamilyMedicine();
  const handleCancel = () =>
    useUiStore.getState().openConfirm(
      t.confirmCancel,
      () =>
        cancel.mutate(
          { childCode, medicineId: medicine.medicineId },
          { onSuccess: () => useUiStore.getState().showAlert(MEDICINE_PARENT_CANCELLED_DONE_MESSAGE, 'success'), onError: showApiError },
        ),
      { title: t.cancelTitle, okText: t.cancel, cancelText: familyKo.back, danger: true },
    );
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
              <div className="family-reply-meta">{by(dose.givenByName, formatDateTime(dose.givenAt))}</div>
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
      <QueryState query={query} errorTitle={familyKo.loadFailed} retryLabel={familyKo.retry}>
        {(medicine) => <MedicineView medicine={medicine} childCode={childCode} />}
      </QueryState>
    </section>
  );
}
