import { PasswordHelpRequests } from '@/features/password-help/components/password-help-requests';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { parentSearchTypeLabels, parentSearchTypes, parentStatuses, parentStatusLabels, type ParentListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import { parseListSearch, type ListFilter, type ListSearchConfig, type SearchTypeOption } from '@/components/list-page/list-search';
import { parentKo } from '@/i18n/domains/parent';
import { ko } from '@/i18n/ko';
import { useUiStore } from '@/stores/ui';
import { useExportParents } from '../api/export-parents';
import { listParents, parentKeys, parentPath } from '../api/list-parents';
import { ParentCard, parentColumns } from '../components/parent-columns';
import { ParentsDueButton } from '../components/parents-due-modal';

const SEARCH_TYPES: readonly SearchTypeOption[] = parentSearchTypes.map((value) => ({ value, label: parentSearchTypeLabels[value] }));
const FILTERS: readonly ListFilter[] = [
  { key: 'status', label: parentKo.status, options: parentStatuses.map((s) => ({ value: s, label: parentStatusLabels[s] })) },
];
const LIST_CONFIG: ListSearchConfig = { searchTypes: SEARCH_TYPES, filters: FILTERS };

/** Exports what the list shows now: the URL's search and filters, every page. */
function ExportButton() {
  const [params] = useSearchParams();
  const exporter = useExportParents();
  const showAlert = useUiStore((s) => s.showAlert);
  const handleClick = () => exporter.mutate(parseListSearch(params, LIST_CONFIG), { onSuccess: () => showAlert(parentKo.exported, 'success') });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={exporter.isPending} onClick={handleClick}>
      {parentKo.export}
    </Button>
  );
}

/** parents: every parent account, searched by name, phone, child or login id, with the account status. */
export default function ParentListPage() {
  return (
    <ListPage<ParentListItem>
      title={ko.titles.parentList}
      titleExtra={
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <ParentsDueButton />
          <ExportButton />
        </div>
      }
      header={<PasswordHelpRequests realm="family" recordPath={parentPath} />}
      queryKey={parentKeys.lists()}
      fetcher={listParents}
      columns={parentColumns}
      renderCard={(item) => <ParentCard item={item} />}
      rowKey={(item) => item.pno}
      itemHref={(item) => parentPath(item.pno)}
      searchTypes={SEARCH_TYPES}
      filters={FILTERS}
    />
  );
}
