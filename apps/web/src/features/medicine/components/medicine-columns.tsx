import { Tag, type TableColumnsType } from 'antd';
import type { MedicineListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { ko } from '@/i18n/ko';
import { formatDay } from '@/lib/format-date';
import { MedicineStatusTag } from './medicine-status-tag';
import { MedicineStorageLabel } from './medicine-storage';

const t = ko.medicine;

export const medicinePath = (medicineId: number) => `/admin/story/medicate/${medicineId}`;

function DayCell({ item }: { item: MedicineListItem }) {
  return (
    <span className="nowrap">
      {formatDay(item.requestDate)} {item.isToday && <Tag color="gold">{ko.list.today}</Tag>}
    </span>
  );
}

/** Table columns of the medicine list (desktop, tablet). */
export const medicineColumns: TableColumnsType<MedicineListItem> = [
  { key: 'requestDate', title: t.requestDate, render: (_, item) => <DayCell item={item} /> },
  {
    key: 'child',
    title: t.child,
    render: (_, item) => <ListItemLink to={medicinePath(item.medicineId)}>{item.childName}</ListItemLink>,
  },
  { key: 'status', title: t.status, render: (_, item) => <MedicineStatusTag status={item.status} /> },
  { key: 'symptom', title: t.symptom, dataIndex: 'symptom' },
  { key: 'medicine', title: t.medicineName, render: (_, item) => `${item.medicineName} · ${item.dosage}` },
  { key: 'times', title: t.times, dataIndex: 'times' },
  { key: 'storage', title: t.storage, render: (_, item) => <MedicineStorageLabel storage={item.storage} /> },
  { key: 'doses', title: t.doses, render: (_, item) => t.doseCount(item.doseCount) },
];

/** One request on a phone: who, what, when, and whether it still needs the teacher. */
export function MedicineCard({ item }: { item: MedicineListItem }) {
  return (
    <div className="record-card">
      <div className="record-card-head">
        <strong className="record-card-title">{item.childName}</strong>
        <MedicineStatusTag status={item.status} />
      </div>
      <div className="record-card-line">
        <DayCell item={item} />
      </div>
      <div className="record-card-line">
        {item.medicineName} · {item.dosage} · {item.times}
      </div>
      <div className="record-card-line record-card-muted">
        {item.symptom} · <MedicineStorageLabel storage={item.storage} /> · {t.doseCount(item.doseCount)}
      </div>
    </div>
  );
}
