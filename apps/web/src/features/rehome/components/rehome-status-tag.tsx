import { Tag } from 'antd';
import { REHOME_STOPPED_BY_PARENT_LABEL, rehomeStatusLabels, type RehomeStatus } from '@kg/contract';

const colors: Record<RehomeStatus, string> = { REQUESTED: 'orange', CHECKED: 'blue', ENDED: 'green', STOPPED: 'default' };

/** 요청 (needs the teacher) · 확인 · 귀가완료 · 취소 (or 보호자 취소 when the parent cancelled it in the parent app) */
export function RehomeStatusTag({ status, stoppedByParent = false }: { status: RehomeStatus; stoppedByParent?: boolean }) {
  return (
    <Tag color={colors[status]} className="status-tag">
      {status === 'STOPPED' && stoppedByParent ? REHOME_STOPPED_BY_PARENT_LABEL : rehomeStatusLabels[status]}
    </Tag>
  );
}
