import { useMemo, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined, PlusOutlined, SwapOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import {
  CHILD_UNASSIGNED_CLASS,
  childSearchTypeLabels,
  childSearchTypes,
  childStatusLabels,
  childStatuses,
  type ChildListItem,
} from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import { parseListSearch, type ListFilter, type SearchTypeOption } from '@/components/list-page/list-search';
import { childKo } from '@/i18n/domains/child';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { childKeys } from '../api/child-keys';
import { useExportChildren } from '../api/excel';
import { useClassOptions } from '../api/list-class-options';
import { searchChildren } from '../api/search-children';
import { ChildCard, childColumns, childPath } from '../components/child-columns';
import { ChildCreateDrawer } from '../components/child-create-drawer';
import { ChildImportModal } from '../components/child-import-modal';
import { ClassMoveModal } from '../components/class-move-modal';
import { ClassResetModal } from '../components/class-reset-modal';
import { ToBeDeletedModal } from '../components/to-be-deleted-modal';

const t = childKo;

const SEARCH_TYPES: readonly SearchTypeOption[] = childSearchTypes.map((value) => ({ value, label: childSearchTypeLabels[value] }));
const STATUS_FILTER: ListFilter = { key: 'status', label: t.status, options: childStatuses.map((s) => ({ value: s, label: childStatusLabels[s] })) };
const COLUMNS = childColumns(true);

type Dialog = 'create' | 'import' | 'move' | 'reset' | 'delete';

/**
 * child: every child of the centre with search, filters, Excel, class moves and the retention list. The list is asked
 * for at once, beside the class options (the route prefetches them): a class in the URL is kept while they load, and
 * what needs them (the class filter, 원아 등록, 반 이동, 반 배정 초기화) waits for them.
 */
export default function ChildListPage() {
  const classOptions = useClassOptions();
  const options = classOptions.data;
  // the class filter's options come from the server; they are part of the URL state, so keep them stable
  const filters = useMemo<readonly ListFilter[]>(
    () => [
      STATUS_FILTER,
      {
        key: 'classId',
        label: t.classFilter,
        options: [{ value: CHILD_UNASSIGNED_CLASS, label: t.unassigned }, ...(options ?? []).map((c) => ({ value: String(c.classId), label: c.name }))],
        optionsPending: !options,
      },
    ],
    [options],
  );
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(0);
  const exporting = useExportChildren();
  const showAlert = useUiStore((s) => s.showAlert);

  const classesMissing = !options;
  const open = (which: Dialog) => {
    setOpened((n) => n + 1);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const handleExport = () =>
    exporting.mutate(parseListSearch(params, { searchTypes: SEARCH_TYPES, filters }), {
      onSuccess: (fileName) => showAlert(t.exported(fileName), 'success'),
    });

  const actions = (
    <Space wrap>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={classesMissing} onClick={() => open('create')}>
        {t.create}
      </Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={exporting.isPending} onClick={handleExport}>
        {t.exportExcel}
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => open('import')}>
        {t.importExcel}
      </Button>
      <Button icon={<SwapOutlined aria-hidden />} disabled={classesMissing} onClick={() => open('move')}>
        {t.moveClass}
      </Button>
      <Button icon={<UndoOutlined aria-hidden />} disabled={classesMissing} onClick={() => open('reset')}>
        {t.resetClass}
      </Button>
      <Button icon={<DeleteOutlined aria-hidden />} onClick={() => open('delete')}>
        {t.toBeDeleted}
      </Button>
    </Space>
  );

  return (
    <>
      <ListPage<ChildListItem>
        title={ko.titles.childList}
        titleExtra={actions}
        queryKey={childKeys.search()}
        fetcher={searchChildren}
        columns={COLUMNS}
        renderCard={(item) => <ChildCard item={item} />}
        rowKey={(item) => item.childCode}
        itemHref={(item) => childPath(item.childCode)}
        searchTypes={SEARCH_TYPES}
        filters={filters}
        header={
          classOptions.isError && !options && (
            <Alert
              type="warning"
              showIcon
              title={t.classOptionsFailed}
              description={classOptions.error.message}
              action={<Button onClick={() => void classOptions.refetch()}>{ko.list.retry}</Button>}
            />
          )
        }
      />
      {options && (
        <>
          <ChildCreateDrawer key={`create-${opened}`} open={dialog === 'create'} classOptions={options} onClose={close} />
          <ClassMoveModal key={`move-${opened}`} open={dialog === 'move'} classOptions={options} onClose={close} />
          <ClassResetModal key={`reset-${opened}`} open={dialog === 'reset'} classOptions={options} onClose={close} />
        </>
      )}
      <ChildImportModal key={`import-${opened}`} open={dialog === 'import'} onClose={close} />
      <ToBeDeletedModal key={`delete-${opened}`} open={dialog === 'delete'} onClose={close} />
    </>
  );
}
