import { Button, Segmented } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { attendanceStatuses, attendanceStatusLabels, type AttendanceChild, type AttendanceStatus } from '@kg/contract';
import { attendanceKo } from '@/i18n/domains/attendance';

const t = attendanceKo;
const OPTIONS = attendanceStatuses.map((status) => ({ value: status, label: attendanceStatusLabels[status] }));

type Props = {
  child: AttendanceChild;
  onStatus: (child: AttendanceChild, status: AttendanceStatus) => void;
  onDetails: (child: AttendanceChild) => void;
};

/** One child: a big 출석/결석/지각/조퇴 control (one tap saves), times and the 인정결석 reason, and 상세. */
export function ChildAttendanceRow({ child, onStatus, onDetails }: Props) {
  const record = child.record;
  const facts = [
    record?.arrivedAt ? t.arrived(record.arrivedAt) : '',
    record?.leftAt ? t.left(record.leftAt) : '',
    record?.excused ? `${t.excused}: ${record.excuseReason}` : '',
    record?.note ?? '',
  ].filter(Boolean);
  return (
    <li className={`attendance-row is-${record?.status ?? 'not-yet'}`}>
      <div className="attendance-row-head">
        <span className="attendance-name">{child.childName}</span>
        <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={t.detailsOf(child.childName)} onClick={() => onDetails(child)}>
          {t.details}
        </Button>
      </div>
      <Segmented<AttendanceStatus>
        block
        size="large"
        aria-label={t.statusOf(child.childName)}
        name={`attendance-${child.childCode}`}
        options={OPTIONS}
        value={record?.status ?? ('' as AttendanceStatus)}
        onChange={(status) => onStatus(child, status)}
      />
      {facts.length > 0 && <p className="attendance-facts">{facts.join(' · ')}</p>}
    </li>
  );
}
