import { useState } from 'react';
import { Button, Segmented, Select } from 'antd';
import { CalendarOutlined, DownloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { EventListItem } from '@kg/contract';
import { toApiError } from '@/api/api-error';
import { ListPage } from '@/components/list-page/list-page';
import type { SearchTypeOption } from '@/components/list-page/list-search';
import { PageTitle } from '@/components/page-title';
import { PostWriteButton, usePostClassOptions, usePostWriter } from '@/features/post';
import { ko } from '@/i18n/ko';
import { showApiError } from '@/lib/show-api-error';
import { downloadEventIcs } from '../api/download-event-ics';
import { eventKeys } from '../api/event-keys';
import { eventViewOf } from '../api/get-event-calendar';
import { listEvents } from '../api/list-events';
import { EventCalendar } from '../components/event-calendar';
import { EventCard, eventColumns } from '../components/event-columns';
import { EVENT_CREATE_PATH, eventPath } from '../event-paths';
import '../event.css';

const t = ko.event;
const SEARCH_TYPES: readonly SearchTypeOption[] = [
  { value: 'title', label: t.searchTitle },
  { value: 'content', label: t.searchContent },
  { value: 'author', label: t.searchAuthor },
  { value: 'date', label: t.searchDate },
];
/** The list keeps the view in its URL (`?view=list`) through its own rewrites. */
const LIST_KEEP_PARAMS = ['view'] as const;

/**
 * event: the month calendar (default; `?month=yyyy-MM`, an admin's `&classId=`) or the searchable list (`?view=list`),
 * both kept in the URL. '일정 내려받기 (.ics)' saves the calendar file — the chosen class's, or a teacher's own class's —
 * and '행사 등록' is for everyone who may write (a teacher for their own class).
 */
export default function EventPage() {
  const [params, setParams] = useSearchParams();
  const view = eventViewOf(params);
  const { isCalendar, month } = view;
  const writer = usePostWriter();
  // the class filter is an admin's (a teacher's calendar is what the server shows them: their class and the centre's)
  const classId = writer.isStaffAdmin ? view.classId : undefined;
  const classes = usePostClassOptions(writer.isStaffAdmin && isCalendar);
  const [downloading, setDownloading] = useState(false);
  // a teacher's calendar file is their class's (and the centre's); an admin's follows the class filter
  const icsClassId = writer.isStaffAdmin ? (isCalendar ? classId : undefined) : writer.ownClass?.classId;

  const showCalendar = (next: { month?: string; classId?: number }) => {
    const search = new URLSearchParams();
    search.set('month', next.month ?? month);
    const nextClass = 'classId' in next ? next.classId : classId;
    if (nextClass !== undefined) search.set('classId', String(nextClass));
    setParams(search);
  };

  const downloadIcs = async () => {
    setDownloading(true);
    try {
      await downloadEventIcs(icsClassId);
    } catch (error) {
      // a 403 already opened the access-denied dialog
      if (toApiError(error).status !== 403) showApiError(error);
    } finally {
      setDownloading(false);
    }
  };

  const titleExtra = (
    <div className="event-toolbar">
      <Segmented
        aria-label={t.view}
        value={isCalendar ? 'calendar' : 'list'}
        onChange={(value) => (value === 'calendar' ? showCalendar({}) : setParams({ view: 'list' }))}
        options={[
          { value: 'calendar', label: t.calendarView, icon: <CalendarOutlined aria-hidden /> },
          { value: 'list', label: t.listView, icon: <UnorderedListOutlined aria-hidden /> },
        ]}
      />
      <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void downloadIcs()}>
        {t.ics}
      </Button>
      {writer.canWrite && <PostWriteButton to={EVENT_CREATE_PATH} label={t.create} />}
    </div>
  );

  if (!isCalendar) {
    return (
      <ListPage<EventListItem>
        title={ko.titles.event}
        titleExtra={titleExtra}
        queryKey={eventKeys.lists()}
        fetcher={listEvents}
        columns={eventColumns}
        renderCard={(item) => <EventCard item={item} />}
        rowKey={(item) => item.eventId}
        itemHref={(item) => eventPath(item.eventId)}
        searchTypes={SEARCH_TYPES}
        keepParams={LIST_KEEP_PARAMS}
        emptyText={t.empty}
      />
    );
  }

  return (
    <>
      <PageTitle title={ko.titles.event} extra={titleExtra} />
      {writer.isStaffAdmin && (
        <div className="event-filters">
          <Select<number | ''>
            aria-label={t.classFilter}
            className="event-class-filter"
            value={classId ?? ''}
            loading={classes.isLoading}
            options={[{ value: '', label: t.classAll }, ...(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className }))]}
            onChange={(value) => showCalendar({ classId: value === '' ? undefined : value })}
          />
        </div>
      )}
      <EventCalendar month={month} classId={classId} onMonthChange={(next) => showCalendar({ month: next })} />
    </>
  );
}
