import { useState, type Key } from 'react';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type ParentToBeDeleted } from '@kg/contract';
import { useCanDestroy } from '@/lib/retention';
import { parentKo } from '@/i18n/domains/parent';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { useDestroyParents } from '../api/destroy-parents';
import { useListParentsToBeDeleted } from '../api/list-parents-to-be-deleted';

const t = parentKo;

const columns: TableColumnsType<ParentToBeDeleted> = [
  { key: 'name', title: t.name, render: (_, item) => `${item.name} (${item.loginId})` },
  { key: 'children', title: t.children, render: (_, item) => item.childNames.join(', ') || '-' },
  { key: 'leaveDate', title: t.leaveDate, dataIndex: 'leaveDate' },
  { key: 'dueDate', title: t.dueDate, dataIndex: 'dueDate' },
];

/** 파기 대상: parents past the retention period; the director destroys the chosen ones after the confirm dialog. */
export function ParentsDueButton() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Key[]>([]);
  const query = useListParentsToBeDeleted(page, DEFAULT_PAGE_SIZE, open);
  const destroy = useDestroyParents();
  const canDestroy = useCanDestroy();
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);

  const handleDestroy = () =>
    openConfirm(t.confirmDestroy(selected.length), () =>
      destroy.mutate(selected.map(Number), {
        onSuccess: (result) => {
          setSelected([]);
          showAlert(t.destroyed(result.destroyed), 'success');
        },
      }),
    );

  return (
    <>
      <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t.due}
      </Button>
      <Modal
        open={open}
        title={t.due}
        width={720}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>
            {ko.common.close}
          </Button>,
          <Button key="destroy" danger type="primary" icon={<DeleteOutlined aria-hidden />} disabled={!canDestroy || selected.length === 0} loading={destroy.isPending} onClick={handleDestroy}>
            {t.destroy(selected.length)}
          </Button>,
        ]}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={t.dueHint} style={{ marginBottom: 12 }} />
        {!canDestroy && <p className="record-muted">{t.destroyAdminOnly}</p>}
        {query.isError ? (
          <Alert type="error" showIcon title={query.error.message} />
        ) : (
          <Table<ParentToBeDeleted>
            size="small"
            columns={columns}
            dataSource={query.data?.items ?? []}
            rowKey={(item) => item.pno}
            loading={query.isFetching}
            rowSelection={canDestroy ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
            locale={{ emptyText: t.dueEmpty }}
            scroll={{ x: 'max-content' }}
            pagination={{ current: page, pageSize: DEFAULT_PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          />
        )}
      </Modal>
    </>
  );
}
