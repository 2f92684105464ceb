import { Tag } from 'antd';
import { medicineStatusLabels, type MedicineStatus } from '@kg/contract';

const colors: Record<MedicineStatus, string> = { REQUESTED: 'orange', CHECKED: 'blue', COMPLETED: 'green', CANCELLED: 'default' };

/** 요청 (needs the teacher) · 확인 · 투약완료 · 보호자 취소 */
export function MedicineStatusTag({ status }: { status: MedicineStatus }) {
  return (
    <Tag color={colors[status]} className="status-tag">
      {medicineStatusLabels[status]}
    </Tag>
  );
}
