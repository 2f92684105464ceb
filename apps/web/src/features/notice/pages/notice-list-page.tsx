import type { NoticeListItem } from '@kg/contract';
import { ListPage } from '@/components/list-page/list-page';
import type { SearchTypeOption } from '@/components/list-page/list-search';
import { PostWriteButton, usePostWriter } from '@/features/post';
import { ko } from '@/i18n/ko';
import { noticeKeys, searchNotices } from '../api/notice-api';
import { NoticeCard, noticeColumns } from '../components/notice-columns';
import { NOTICE_NEW_PATH, noticePath } from '../notice-paths';

const t = ko.notice;
const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'title', label: t.searchTitle },
  { value: 'content', label: t.searchContent },
  { value: 'author', label: t.searchAuthor },
  { value: 'date', label: ko.list.dateRange },
];

/**
 * notice: 공지사항, pinned first ('고정') and then the newest publication, as the server orders them; '예약' marks a
 * notice still waiting for its time. '등록' for admins, managers and teachers with a class.
 */
export default function NoticeListPage() {
  const writer = usePostWriter();
  return (
    <ListPage<NoticeListItem>
      title={ko.titles.noticeList}
      titleExtra={writer.canWrite ? <PostWriteButton to={NOTICE_NEW_PATH} label={t.write} /> : undefined}
      queryKey={noticeKeys.lists()}
      fetcher={searchNotices}
      columns={noticeColumns}
      renderCard={(item) => <NoticeCard item={item} />}
      rowKey={(item) => item.noticeId}
      itemHref={(item) => noticePath(item.noticeId)}
      isHighlighted={(item) => item.pinned}
      searchTypes={SEARCH_TYPES}
      emptyText={t.empty}
    />
  );
}
