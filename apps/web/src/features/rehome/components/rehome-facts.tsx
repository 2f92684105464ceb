import { Descriptions, Tag, type DescriptionsProps } from 'antd';
import { REHOME_STOPPED_BY_PARENT_LABEL, rehomeMethodLabels, type Rehome } from '@kg/contract';
import { ko } from '@/i18n/ko';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { PickupPerson } from './pickup-person';

const t = ko.rehome;
const by = (name: string | null, at: string | null) => (at ? ko.medicine.by(name, formatDateTime(at)) : '-');

/** Everything the parent wrote and what the teachers did, one fact per row on phones. */
export function RehomeFacts({ rehome }: { rehome: Rehome }) {
  const items: NonNullable<DescriptionsProps['items']> = [
    {
      key: 'date',
      label: t.rehomeDate,
      children: (
        <>
          {formatDay(rehome.rehomeDate)} {rehome.isToday && <Tag color="gold">{ko.list.today}</Tag>}
        </>
      ),
    },
    { key: 'time', label: t.rehomeTime, children: rehome.rehomeTime },
    { key: 'pickup', label: t.pickup, children: <PickupPerson item={rehome} /> },
    { key: 'phone', label: t.phone, children: <a href={`tel:${rehome.phone}`} aria-label={`${t.call} ${rehome.phone}`}>{rehome.phone}</a> },
    { key: 'method', label: t.method, children: rehomeMethodLabels[rehome.method] },
    {
      key: 'emergencyPhone',
      label: t.emergencyPhone,
      children: rehome.emergencyPhone ? (
        <a href={`tel:${rehome.emergencyPhone}`} aria-label={`${t.call} ${rehome.emergencyPhone}`}>
          {rehome.emergencyPhone}
        </a>
      ) : (
        '-'
      ),
    },
    { key: 'parentNote', label: t.parentNote, span: 'filled', children: <span className="pre-line">{rehome.parentNote || '-'}</span> },
    {
      key: 'requestedBy',
      label: t.requestedBy,
      children: rehome.requestedByName ? `${rehome.requestedByName}${rehome.requestedByRelation ? ` (${rehome.requestedByRelation})` : ''}` : '-',
    },
    { key: 'checked', label: t.checked, children: by(rehome.checkedByName, rehome.checkedAt) },
  ];
  if (rehome.status === 'ENDED') items.push({ key: 'handedOver', label: t.handedOver, children: by(rehome.endedByName, rehome.handedOverAt) });
  if (rehome.status === 'STOPPED') {
    // a parent's cancellation names no teacher: it says 보호자 취소
    const who = rehome.stoppedByParent ? REHOME_STOPPED_BY_PARENT_LABEL : rehome.stoppedByName;
    items.push({ key: 'stopped', label: t.stopped, children: by(who, rehome.stoppedAt) });
  }
  if (rehome.overrideReason) {
    items.push({ key: 'override', label: t.overrideReason, span: 'filled', children: <span className="pre-line">{rehome.overrideReason}</span> });
  }
  if (rehome.teacherNote) {
    items.push({ key: 'teacherNote', label: t.teacherNote, span: 'filled', children: <span className="pre-line">{rehome.teacherNote}</span> });
  }
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} items={items} className="record-facts" />;
}
