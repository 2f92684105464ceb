import { Tag, type TableColumnsType } from 'antd';
import { medicineStorageLabels, medicineSummary, type MedicineListItem } from '@kg/contract';
import { ListItemLink } from '@/components/list-page/list-link';
import { ko } from '@/i18n/ko';
import { formatDay } from '@/lib/format-date';
import { MedicineStatusTag } from './medicine-status-tag';

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
  { key: 'medicine', title: t.medicines, render: (_, item) => medicineSummary(item.medicines) },
  { key: 'times', title: t.times, render: (_, item) => item.medicines[0]?.times ?? '' },
  { key: 'storage', title: t.storage, render: (_, item) => <FridgeTag item={item} /> },
  { key: 'doses', title: t.doses, render: (_, item) => t.doseCount(item.doseCount) },
];

/** Refrigerated medicine stands out (the teacher must fetch it from the fridge); otherwise 실온 보관. */
function FridgeTag({ item }: { item: MedicineListItem }) {
  const fridge = item.medicines.some((m) => m.storage === 'fridge');
  if (!fridge) return <span>{medicineStorageLabels.room}</span>;
  return <Tag color="cyan">{item.medicines.length > 1 ? t.fridgeIncluded : medicineStorageLabels.fridge}</Tag>;
}

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
        {medicineSummary(item.medicines)} · {item.medicines[0]?.times}
      </div>
      <div className="record-card-line record-card-muted">
        {item.symptom} · <FridgeTag item={item} /> · {t.doseCount(item.doseCount)}
      </div>
    </div>
  );
}
