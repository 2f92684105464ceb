import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { childStatusLabels, childStatuses, type Child, type ChildStatus } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { useUiStore } from '@/stores/ui';
import { useChangeChildStatus } from '../api/change-child-status';

const t = childKo;

/** Picks a new status; it changes only once the global confirm (docs/product/errors.md#global-dialogs) says yes. */
export function ChildStatusControl({ child }: { child: Child }) {
  const [next, setNext] = useState<ChildStatus>(child.status);
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const change = useChangeChildStatus();

  const handleChange = () => {
    const message = t.confirmStatus(child.name, childStatusLabels[child.status], childStatusLabels[next]);
    openConfirm(message, () =>
      change.mutate({ childCode: child.childCode, status: next }, { onSuccess: (saved) => showAlert(t.statusChanged(childStatusLabels[saved.status]), 'success') }),
    );
  };

  return (
    <div className="form-field">
      <label htmlFor="child-status">{t.changeStatus}</label>
      <Space.Compact block>
        <Select<ChildStatus>
          id="child-status"
          aria-label={t.status}
          value={next}
          onChange={setNext}
          options={childStatuses.map((s) => ({ value: s, label: childStatusLabels[s] }))}
          style={{ minWidth: 120 }}
        />
        <Button type="primary" disabled={next === child.status} loading={change.isPending} onClick={handleChange}>
          {t.changeStatus}
        </Button>
      </Space.Compact>
      <p className="record-hint">{t.statusLeaveHint}</p>
    </div>
  );
}
