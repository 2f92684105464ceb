import { Descriptions, Tag, type DescriptionsProps } from 'antd';
import type { Medicine } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { formatCompactDate, formatDateTime, formatDay } from '@/lib/format-date';
import { MedicineList } from './medicine-list';

const t = ko.medicine;

/** Everything the parent asked and what the teachers did, one fact per row on phones. */
export function MedicineFacts({ medicine }: { medicine: Medicine }) {
  const items: NonNullable<DescriptionsProps['items']> = [
    {
      key: 'date',
      label: t.requestDate,
      children: (
        <>
          {formatDay(medicine.requestDate)} {medicine.isToday && <Tag color="gold">{ko.list.today}</Tag>}
        </>
      ),
    },
    { key: 'symptom', label: t.symptom, children: medicine.symptom },
    { key: 'medicines', label: t.medicines, span: 'filled', children: <MedicineList medicines={medicine.medicines} /> },
    { key: 'parentNote', label: t.parentNote, span: 'filled', children: <span className="pre-line">{medicine.parentNote || '-'}</span> },
    {
      key: 'requestedBy',
      label: t.requestedBy,
      span: 'filled',
      children: t.requester(medicine.requestedByName, medicine.requestedByRelation, medicine.confirmedAt ? formatDateTime(medicine.confirmedAt) : null),
    },
    {
      key: 'checked',
      label: t.checked,
      children: medicine.checkedAt ? t.by(medicine.checkedByName, formatDateTime(medicine.checkedAt)) : '-',
    },
    {
      key: 'completed',
      label: t.completed,
      children: medicine.completedAt ? t.by(medicine.completedByName, formatCompactDate(medicine.completedAt)) : '-',
    },
  ];
  if (medicine.status === 'CANCELLED') {
    items.push({ key: 'cancelled', label: t.cancelledByParent, children: medicine.cancelledAt ? formatDateTime(medicine.cancelledAt) : '-' });
  }
  if (medicine.status === 'COMPLETED') {
    items.push({
      key: 'comment',
      label: t.teacherComment,
      span: 'filled',
      children: <span className="pre-line">{medicine.teacherComment || '-'}</span>,
    });
  }
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} className="record-facts" />;
}
