import { PasswordHelpRequests } from '@/features/password-help/components/password-help-requests';
import { PlusOutlined } from '@ant-design/icons';
import { roleLabels, roles, type TeacherListItem } from '@kg/contract';
import { LinkButton } from '@/components/link-button';
import { ListPage } from '@/components/list-page/list-page';
import type { ListFilter, SearchTypeOption } from '@/components/list-page/list-search';
import { teacherKo } from '@/i18n/domains/teacher';
import { ko } from '@/i18n/ko';
import { listTeachers, teacherKeys } from '../api/list-teachers';
import { TeacherCard, teacherColumns, teacherPath } from '../components/teacher-columns';

const t = teacherKo;
const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'name', label: t.searchName },
  { value: 'teacherId', label: t.searchTeacherId },
  { value: 'phone', label: t.searchPhone },
];
const FILTERS: readonly ListFilter[] = [
  { key: 'role', label: t.roleFilter, options: roles.map((role) => ({ value: role, label: roleLabels[role] })) },
  {
    key: 'active',
    label: t.activeFilter,
    options: [
      { value: 'true', label: t.activeYes },
      { value: 'false', label: t.activeNo },
    ],
  },
];

/** teacher: the centre's staff, active ones first. */
export default function TeacherListPage() {
  return (
    <ListPage<TeacherListItem>
      title={ko.titles.teacherList}
      titleExtra={
        <LinkButton type="primary" to="/admin/teacher/new" icon={<PlusOutlined aria-hidden />}>
          {t.newTeacher}
        </LinkButton>
      }
      header={<PasswordHelpRequests realm="staff" recordPath={teacherPath} />}
      queryKey={teacherKeys.lists()}
      fetcher={listTeachers}
      columns={teacherColumns}
      renderCard={(item) => <TeacherCard item={item} />}
      rowKey={(item) => item.tno}
      itemHref={(item) => teacherPath(item.tno)}
      searchTypes={SEARCH_TYPES}
      filters={FILTERS}
      emptyText={t.empty}
    />
  );
}
