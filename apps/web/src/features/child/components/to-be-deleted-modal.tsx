import { useState, type Key } from 'react';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ChildToBeDeletedItem } from '@kg/contract';
import { childKo } from '@/i18n/domains/child';
import { ko } from '@/i18n/ko';
import { useCanDestroy } from '@/lib/retention';
import { useUiStore } from '@/stores/ui';
import { useDestroyChildren, useToBeDeleted } from '../api/retention';
import { ChildStatusTag } from './child-tags';

const t = childKo;
const PAGE_SIZE = 10;

const columns: TableColumnsType<ChildToBeDeletedItem> = [
  { key: 'name', title: t.name, render: (_, r) => r.name },
  { key: 'birth', title: t.birthDate, render: (_, r) => r.birthDate },
  { key: 'status', title: t.status, render: (_, r) => <ChildStatusTag status={r.status} /> },
  { key: 'leave', title: t.leaveDate, render: (_, r) => r.leaveDate },
  { key: 'until', title: t.retainUntil, render: (_, r) => r.retainUntil },
  { key: 'parents', title: t.parentCount, render: (_, r) => r.parentCount },
  { key: 'files', title: t.fileCount, render: (_, r) => r.fileCount },
];

/** 파기 대상: children past the retention period; the director destroys the chosen ones after the confirm dialog. */
export function ToBeDeletedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Key[]>([]);
  const query = useToBeDeleted(page, PAGE_SIZE, open);
  const destroy = useDestroyChildren();
  const canDestroy = useCanDestroy();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const data = query.data;

  const handleDestroy = () =>
    openConfirm(t.confirmDestroy(selected.length), () =>
      destroy.mutate(selected.map(Number), {
        onSuccess: (result) => {
          showAlert(t.destroyed(result.destroyed), 'success');
          setSelected([]);
        },
      }),
    );

  return (
    <Modal
      open={open}
      title={t.toBeDeletedTitle}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {ko.common.close}
        </Button>,
        <Button key="destroy" type="primary" danger icon={<DeleteOutlined aria-hidden />} disabled={!canDestroy || selected.length === 0} loading={destroy.isPending} onClick={handleDestroy}>
          {t.destroy}
        </Button>,
      ]}
    >
      {data && <Alert type="warning" showIcon title={t.toBeDeletedHint(data.retentionYears)} style={{ marginBottom: 12 }} />}
      {!canDestroy && <p className="record-muted">{t.destroyAdminOnly}</p>}
      {query.isError ? (
        <Alert type="error" showIcon title={query.error.message} />
      ) : (
        <Table<ChildToBeDeletedItem>
          size="small"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={query.isFetching}
          rowKey={(r) => r.childCode}
          rowSelection={canDestroy ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
          locale={{ emptyText: ko.list.empty }}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        />
      )}
    </Modal>
  );
}
