import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { EventSearchQuery } from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { classes, events, teachers } from '../../db/schema/index';
import { filterParams, param, preparedStatement, presentFilters, shapePrefix, type FilterShape } from '../../db/statement';
import type { Principal } from '../../lib/principal';
import { audienceCondition, audienceShapeOf, classAudienceShape, inAudienceCondition, visibleToCondition, type AudienceShape } from '../post/post-audience';
import { postListQuery, postSearchConditions, type PostListShape } from '../post/post-list';
import { allOf, postTable, type PostListRow } from '../post/post-table';
import type { FamilyViewer } from '../notice/notice.repository';

export type EventRow = typeof events.$inferSelect;
export type EventListRow = PostListRow & {
  eventDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  place: string;
};
export type EventDetailRow = EventListRow & { content: string };

const eventTable = postTable<typeof events, EventListRow>(events, {
  eventDate: events.eventDate,
  endDate: events.endDate,
  startTime: events.startTime,
  endTime: events.endTime,
  place: events.place,
});

/** What the iCalendar file needs of an event (the description cut at `ICS_DESCRIPTION_MAX` characters). */
export type EventIcsRow = {
  id: number;
  title: string;
  place: string;
  description: string;
  eventDate: string;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  updatedAt: Date;
};
export const ICS_DESCRIPTION_MAX = 2000;

/** The last day of an event (a one-day event's end_date is null). */
const lastDay = sql`coalesce(${events.endDate}, ${events.eventDate})`;

/** The events whose days [event_date, last day] meet [startDate, endDate] (either end may be open). */
function daysMeet(startDate?: SQL, endDate?: SQL): SQL[] {
  return [...(endDate ? [lte(events.eventDate, sql`${endDate}::date`)] : []), ...(startDate ? [gte(lastDay, sql`${startDate}::date`)] : [])];
}

/** A class's events (null: no class): the whole centre's (no audience) and those whose audience includes the class. */
function forClass(classId: number | SQL | null): SQL {
  return inAudienceCondition('EVENT', events.id, classId);
}

/** Lists: the latest event day first, the all-day events of a day before the timed ones, then by time. */
const listOrder = [desc(events.eventDate), sql`${events.startTime} asc nulls first`, desc(events.id)];
/** Calendars: by day, the all-day events first, then by time. */
const calendarOrder = [asc(events.eventDate), sql`${events.startTime} asc nulls first`, asc(events.id)];

/** The events of the month (the placeholders `first`, `last`). */
const inMonth = () => daysMeet(param('first'), param('last'));

const searchPage = eventTable.preparedPage(
  'kg_event_search',
  (shape: PostListShape) =>
    allOf([
      audienceCondition(shapePrefix(shape), 'EVENT', events.id),
      ...postSearchConditions(shape, { title: events.title, contentText: events.contentText, authorName: teachers.name, dates: daysMeet }),
    ]),
  listOrder,
);

/** A staff calendar's shape: who looks as its prefix, then whether it shows one class's events (`filterClassId`). */
type CalendarShape = FilterShape<{ filterClassId?: number }, AudienceShape>;

const calendarList = eventTable.preparedList(
  'kg_event_calendar',
  (shape: CalendarShape) => {
    const { filterClassId } = filterParams(shape);
    return allOf([audienceCondition(shapePrefix(shape), 'EVENT', events.id), filterClassId ? forClass(filterClassId) : undefined, ...inMonth()]);
  },
  calendarOrder,
);

const familyMonthList = eventTable.preparedList(
  'kg_event_family_month',
  (shape: AudienceShape) => allOf([forClass(shape === 'class' ? param('classId') : null), ...inMonth()]),
  calendarOrder,
);

const classNameOf = preparedStatement('kg_event_class_name', (db) =>
  db.select({ name: classes.name }).from(classes).where(eq(classes.id, sql.placeholder('classId'))).limit(1),
);

export const eventRepository = {
  ...eventTable,

  /** One page of the centre's events the actor may see. */
  search(db: DbOrTx, actor: Principal, centreId: number, query: EventSearchQuery) {
    const { shape, values } = postListQuery(actor, query);
    return searchPage(db, shape, query, { ...values, centreId });
  },

  /**
   * The centre's events the actor may see meeting [first, last] (and, with a class, that class's and the centre's), in
   * calendar order.
   */
  calendar(
    db: DbOrTx,
    actor: Principal,
    centreId: number,
    range: { first: string; last: string; classId?: number; limit: number },
  ): Promise<EventListRow[]> {
    const { classId, ...rest } = range;
    const { shape, values } = presentFilters({ filterClassId: classId }, audienceShapeOf(actor));
    return calendarList(db, shape, { ...rest, ...values, centreId, classId: actor.classId });
  },

  /** The newest `limit` of the centre's events the actor may see (with a class: its and the centre's), for the iCalendar file. */
  async forIcs(db: DbOrTx, actor: Principal, centreId: number, filter: { classId?: number; limit: number }): Promise<EventIcsRow[]> {
    return db
      .select({
        id: events.id,
        title: events.title,
        place: events.place,
        description: sql<string>`left(${events.contentText}, ${ICS_DESCRIPTION_MAX})`,
        eventDate: events.eventDate,
        endDate: events.endDate,
        startTime: events.startTime,
        endTime: events.endTime,
        updatedAt: events.updatedAt,
      })
      .from(events)
      .where(
        allOf([eq(events.centreId, centreId), visibleToCondition(actor, 'EVENT', events.id), filter.classId === undefined ? undefined : forClass(filter.classId)]),
      )
      .orderBy(...listOrder)
      .limit(filter.limit);
  },

  /** A month's events of the child's centre its family sees (the audience rule for its class), in calendar order. */
  familyMonth(db: DbOrTx, child: FamilyViewer, range: { first: string; last: string; limit: number }): Promise<EventListRow[]> {
    return familyMonthList(db, classAudienceShape(child.classId), { ...range, centreId: child.centreId, classId: child.classId });
  },

  /** Whether the family of this child sees the event: of the child's centre, for the whole centre or the child's class. */
  async familyVisible(db: DbOrTx, id: number, child: FamilyViewer): Promise<boolean> {
    const rows = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, id), eq(events.centreId, child.centreId), forClass(child.classId)))
      .limit(1);
    return rows.length > 0;
  },

  async className(db: DbOrTx, classId: number): Promise<string | undefined> {
    const [row] = await classNameOf(db).execute({ classId });
    return row?.name;
  },
};
