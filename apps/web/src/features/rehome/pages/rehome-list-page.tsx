import { rehomeStatuses, rehomeStatusLabels, type RehomeListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, SearchTypeOption } from '@/components/list-page/list-search';
import { StoryClassRequired } from '@/components/story-class';
import { ko } from '@/i18n/ko';
import { listRehome, rehomeKeys } from '../api/list-rehome';
import { RehomeCard, rehomeColumns, rehomePath } from '../components/rehome-columns';

const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'childName', label: ko.rehome.searchChildName },
  { value: 'pickupName', label: ko.rehome.searchPickupName },
  { value: 'date', label: ko.list.dateRange },
];
const FILTERS: readonly ListFilter[] = [
  { key: 'status', label: ko.rehome.status, options: rehomeStatuses.map((s) => ({ value: s, label: rehomeStatusLabels[s] })) },
];

/** story/rehome: the class's pickup consents, today's first (by time) and highlighted. */
export default function RehomeListPage() {
  return (
    <StoryClassRequired title={ko.titles.rehomeList}>
      {(classId) => (
        <ListPage<RehomeListItem>
          title={ko.titles.rehomeList}
          queryKey={rehomeKeys.list(classId)}
          fetcher={(search) => listRehome(classId, search)}
          columns={rehomeColumns}
          renderCard={(item) => <RehomeCard item={item} />}
          rowKey={(item) => item.rehomeId}
          itemHref={(item) => rehomePath(item.rehomeId)}
          isHighlighted={(item) => item.isToday}
          searchTypes={SEARCH_TYPES}
          filters={FILTERS}
        />
      )}
    </StoryClassRequired>
  );
}
