import type { ClassParentItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { SearchTypeOption } from '@/components/list-page/list-search';
import { StoryClassRequired } from '@/components/story-class';
import { parentKo } from '@/i18n/domains/parent';
import { ko } from '@/i18n/ko';
import { listClassParents } from '../api/list-class-parents';
import { parentKeys } from '../api/list-parents';
import { ClassParentCard, classParentColumns } from '../components/class-parent-columns';

const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'childName', label: parentKo.searchChildName },
  { value: 'name', label: parentKo.searchName },
];

/** parents-class: the parents of a teacher's own class (an admin: the selected class), to call them. */
export default function ParentsClassPage() {
  return (
    <StoryClassRequired title={ko.titles.parentsClass}>
      {(classId) => (
        <ListPage<ClassParentItem>
          title={ko.titles.parentsClass}
          header={<p className="record-hint">{parentKo.classHint}</p>}
          queryKey={parentKeys.ofClass(classId)}
          fetcher={(search) => listClassParents(classId, search)}
          columns={classParentColumns}
          renderCard={(item) => <ClassParentCard item={item} />}
          rowKey={(item) => item.pno}
          searchTypes={SEARCH_TYPES}
          emptyText={parentKo.classEmpty}
        />
      )}
    </StoryClassRequired>
  );
}
