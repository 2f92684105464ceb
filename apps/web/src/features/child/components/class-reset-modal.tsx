import { useState } from 'react';
import { Button, Checkbox, Modal, Select } from 'antd';
import type { ChildClassMoveResult, ChildClassOption } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { useUiStore } from '@/stores/ui';
import { useResetClasses } from '../api/move-classes';
import { ClassMovePreview } from './class-move-preview';

const t = childKo;

/** 반 배정 초기화: the chosen classes (or all) back to unassigned, previewed (dryRun) before it is applied. */
export function ClassResetModal({ open, classOptions, onClose }: { open: boolean; classOptions: readonly ChildClassOption[]; onClose: () => void }) {
  const [all, setAll] = useState(false);
  const [classIds, setClassIds] = useState<number[]>([]);
  const [preview, setPreview] = useState<ChildClassMoveResult | null>(null);
  const resetCall = useResetClasses();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);

  const body = (dryRun: boolean) => ({ all, classIds: all ? [] : classIds, dryRun });
  const handleApply = () =>
    openConfirm(t.confirmApply(preview?.changes.length ?? 0), () =>
      resetCall.mutate(body(false), {
        onSuccess: (result) => {
          showAlert(t.resetDone(result.changes.length), 'success');
          onClose();
        },
      }),
    );

  return (
    <Modal
      open={open}
      title={t.resetTitle}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={[
        <Button key="preview" disabled={!all && classIds.length === 0} loading={resetCall.isPending && !preview} onClick={() => resetCall.mutate(body(true), { onSuccess: setPreview })}>
          {t.preview}
        </Button>,
        <Button key="apply" type="primary" danger disabled={!preview || preview.changes.length === 0} loading={resetCall.isPending && !!preview} onClick={handleApply}>
          {t.apply}
        </Button>,
      ]}
    >
      <p>{t.resetHint}</p>
      <Checkbox
        checked={all}
        onChange={(event) => {
          setAll(event.target.checked);
          setPreview(null);
        }}
      >
        {t.resetAll}
      </Checkbox>
      {!all && (
        <div className="form-field" style={{ marginTop: 12 }}>
          <label htmlFor="reset-classes">{t.resetClasses}</label>
          <Select<number[]>
            id="reset-classes"
            aria-label={t.resetClasses}
            mode="multiple"
            style={{ width: '100%' }}
            value={classIds}
            options={classOptions.map((c) => ({ value: c.classId, label: `${c.name} (${t.capacity(c.enrolledCount, c.capacity, c.pausedCount)})` }))}
            onChange={(values) => {
              setClassIds(values);
              setPreview(null);
            }}
          />
        </div>
      )}
      {preview && <ClassMovePreview result={preview} />}
    </Modal>
  );
}
