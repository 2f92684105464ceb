import { useState } from 'react';
import { Button, Checkbox, Empty, Modal, Select, Spin } from 'antd';
import { CHILD_UNASSIGNED_CLASS, type ChildClassMoveResult, type ChildClassOption, type ChildListItem } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { useUiStore } from '@/stores/ui';
import { useAllClassChildren } from '../api/list-class-children';
import { useUnassignedChildren } from '../api/list-unassigned-children';
import { useAssignClasses } from '../api/move-classes';
import { ClassMovePreview } from './class-move-preview';

const t = childKo;
type Source = number | typeof CHILD_UNASSIGNED_CLASS;

function useSourceChildren(source: Source | undefined): { children: ChildListItem[]; isLoading: boolean } {
  const inClass = useAllClassChildren(typeof source === 'number' ? source : undefined);
  const unassigned = useUnassignedChildren(source === CHILD_UNASSIGNED_CLASS);
  if (source === undefined) return { children: [], isLoading: false };
  if (source === CHILD_UNASSIGNED_CLASS) return { children: unassigned.data ?? [], isLoading: unassigned.isLoading };
  return { children: inClass.data?.items ?? [], isLoading: inClass.isLoading };
}

const classLabel = (c: ChildClassOption) => `${c.name} (${t.capacity(c.enrolledCount, c.capacity, c.pausedCount)})`;

/** 반 이동: children of one class (or the unassigned) → another class, previewed (dryRun) before it is applied. */
export function ClassMoveModal({ open, classOptions, onClose }: { open: boolean; classOptions: readonly ChildClassOption[]; onClose: () => void }) {
  const [source, setSource] = useState<Source>();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<number | ''>();
  const [preview, setPreview] = useState<ChildClassMoveResult | null>(null);
  const [problem, setProblem] = useState<string>();
  const { children, isLoading } = useSourceChildren(source);
  const assign = useAssignClasses();
  const showAlert = useUiStore((s) => s.showAlert);
  const openConfirm = useUiStore((s) => s.openConfirm);

  const body = (dryRun: boolean) => ({
    assignments: selected.map((childCode) => ({ childCode, classId: target === '' ? null : (target ?? null) })),
    dryRun,
  });
  const reset = () => setPreview(null);

  const handlePreview = () => {
    const missing = source === undefined ? t.chooseFromClass : selected.length === 0 ? t.chooseChildren : target === undefined ? t.chooseTarget : undefined;
    setProblem(missing);
    if (missing) return;
    assign.mutate(body(true), { onSuccess: setPreview });
  };

  // docs/product/child.md#class-moves: '적용' asks first, as 반 배정 초기화 does
  const handleApply = () =>
    openConfirm(t.confirmApply(preview?.changes.length ?? 0), () =>
      assign.mutate(body(false), {
        onSuccess: (result) => {
          showAlert(t.moved(result.changes.length), 'success');
          onClose();
        },
      }),
    );

  return (
    <Modal
      open={open}
      title={t.moveTitle}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={[
        <Button key="preview" onClick={handlePreview} loading={assign.isPending && !preview}>
          {t.preview}
        </Button>,
        <Button key="apply" type="primary" disabled={!preview || preview.changes.length === 0} loading={assign.isPending && !!preview} onClick={handleApply}>
          {t.apply}
        </Button>,
      ]}
    >
      <div className="form-field">
        <label htmlFor="move-from">{t.moveFrom}</label>
        <Select<Source>
          id="move-from"
          aria-label={t.moveFrom}
          style={{ width: '100%' }}
          value={source}
          placeholder={t.chooseFromClass}
          options={[{ value: CHILD_UNASSIGNED_CLASS, label: t.unassigned }, ...classOptions.map((c) => ({ value: c.classId, label: classLabel(c) }))]}
          onChange={(value) => {
            setSource(value);
            setSelected([]);
            reset();
          }}
        />
      </div>
      {source !== undefined && (
        <fieldset className="form-field" style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 6 }}>{t.moveChildren}</legend>
          {isLoading ? (
            <Spin />
          ) : children.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noChildrenInClass} />
          ) : (
            <>
              <Checkbox
                checked={selected.length === children.length}
                indeterminate={selected.length > 0 && selected.length < children.length}
                onChange={(event) => {
                  setSelected(event.target.checked ? children.map((c) => c.childCode) : []);
                  reset();
                }}
              >
                {t.selectAll}
              </Checkbox>
              <Checkbox.Group
                style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 4, marginTop: 8 }}
                value={selected}
                options={children.map((c) => ({ value: c.childCode, label: c.name }))}
                onChange={(values) => {
                  setSelected(values as number[]);
                  reset();
                }}
              />
            </>
          )}
        </fieldset>
      )}
      <div className="form-field">
        <label htmlFor="move-to">{t.moveTo}</label>
        <Select<number | ''>
          id="move-to"
          aria-label={t.moveTo}
          style={{ width: '100%' }}
          value={target}
          placeholder={t.chooseTarget}
          options={[{ value: '', label: t.noClassOption }, ...classOptions.map((c) => ({ value: c.classId, label: classLabel(c) }))]}
          onChange={(value) => {
            setTarget(value);
            reset();
          }}
        />
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {preview && <ClassMovePreview result={preview} />}
    </Modal>
  );
}
