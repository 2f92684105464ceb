import { Tag } from 'antd';

const colors: Record<string, string> = {
  REQUESTED: 'orange',
  CHECKED: 'blue',
  COMPLETED: 'green',
  ENDED: 'green',
  CANCELLED: 'default',
  STOPPED: 'default',
};

/** A request's status as the parent reads it (요청 · 확인 · 투약완료/귀가완료 · 취소). */
export function StatusTag({ status, label }: { status: string; label: string }) {
  return (
    <Tag color={colors[status] ?? 'default'} className="status-tag">
      {label}
    </Tag>
  );
}
