import type { TableColumnsType } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { EventListItem } from '@kg/contract';
import { PostCard, postAudienceColumn, postAuthorColumn, postTitleColumn, postViewCountColumn } from '@/features/post';
import { ko } from '@/i18n/ko';
import { eventPath } from '../event-paths';
import { eventDateText, eventTimeText } from './event-when';

const t = ko.event;

/** 행사일(기간), 제목, 시간, 장소, 대상, 작성자, 조회수 (desktops and tablets). */
export const eventColumns: TableColumnsType<EventListItem> = [
  {
    key: 'date',
    title: t.dateColumn,
    width: 150,
    render: (_, item) => <span className="event-date-cell">{eventDateText(item)}</span>,
  },
  postTitleColumn<EventListItem>((item) => eventPath(item.eventId)),
  { key: 'time', title: t.time, width: 120, render: (_, item) => <span className="nowrap">{eventTimeText(item)}</span> },
  { key: 'place', title: t.place, width: 160, render: (_, item) => item.place || <span className="record-muted">-</span> },
  postAudienceColumn<EventListItem>(t.audience),
  postAuthorColumn<EventListItem>(),
  postViewCountColumn<EventListItem>(),
];

/** One event on a phone (the list) and under the calendar's chosen day: title, when, where, then the post's meta. */
export function EventCard({ item }: { item: EventListItem }) {
  return (
    <PostCard
      item={item}
      lines={
        <div className="record-card-line event-card-lines">
          <span className="nowrap">
            <CalendarOutlined aria-hidden /> {eventDateText(item)}
          </span>
          <span className="nowrap">
            <ClockCircleOutlined aria-hidden /> {eventTimeText(item)}
          </span>
          {item.place && (
            <span>
              <EnvironmentOutlined aria-hidden /> {item.place}
            </span>
          )}
        </div>
      }
    />
  );
}
