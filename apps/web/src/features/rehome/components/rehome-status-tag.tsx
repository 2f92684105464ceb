import { Tag } from 'antd';
import { rehomeStatusLabels, type RehomeStatus } from '@kg/contract';

const colors: Record<RehomeStatus, string> = { REQUESTED: 'orange', CHECKED: 'blue', ENDED: 'green', STOPPED: 'default' };

/** 요청 (needs the teacher) · 확인 · 귀가완료 · 취소 */
export function RehomeStatusTag({ status }: { status: RehomeStatus }) {
  return (
    <Tag color={colors[status]} className="status-tag">
      {rehomeStatusLabels[status]}
    </Tag>
  );
}
