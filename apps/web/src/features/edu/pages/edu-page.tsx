import type { EduListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { SearchTypeOption } from '@/components/list-page/list-search';
import { PostWriteButton, usePostWriter } from '@/features/post';
import { ko } from '@/i18n/ko';
import { eduKeys, searchEdu } from '../api/edu-api';
import { EduCard, eduColumns } from '../components/edu-columns';
import { EDU_NEW_PATH, eduPath } from '../edu-paths';

const t = ko.edu;
const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'title', label: t.searchTitle },
  { value: 'content', label: t.searchContent },
  { value: 'author', label: t.searchAuthor },
  { value: 'date', label: t.period },
];

/** edu: 교육 프로그램, newest first; '등록' for admins and managers (docs/product/edu.md). */
export default function EduPage() {
  const writer = usePostWriter();
  return (
    <ListPage<EduListItem>
      title={ko.titles.edu}
      titleExtra={writer.isStaffAdmin ? <PostWriteButton to={EDU_NEW_PATH} label={t.write} /> : undefined}
      queryKey={eduKeys.lists()}
      fetcher={searchEdu}
      columns={eduColumns}
      renderCard={(item) => <EduCard item={item} />}
      rowKey={(item) => item.eduId}
      itemHref={(item) => eduPath(item.eduId)}
      searchTypes={SEARCH_TYPES}
      emptyText={t.empty}
    />
  );
}
