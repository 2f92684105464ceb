import { Tag } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { parentStatusLabels, type ParentStatus } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';

const colors: Record<ParentStatus, string> = { active: 'green', stopped: 'default', blocked: 'red' };

/** 정상 · 이용 중지 · 차단, plus 잠김 while failed logins keep the account locked. */
export function ParentStatusTag({ status, isLocked = false }: { status: ParentStatus; isLocked?: boolean }) {
  return (
    <span className="nowrap">
      <Tag color={colors[status]} className="status-tag">
        {parentStatusLabels[status]}
      </Tag>
      {isLocked && (
        <Tag color="orange" icon={<LockOutlined aria-hidden />}>
          {parentKo.locked}
        </Tag>
      )}
    </span>
  );
}
