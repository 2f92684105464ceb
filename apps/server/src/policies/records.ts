import {
  ALIM_NOTE_NOT_FOUND_MESSAGE,
  CLASS_NOTE_NOT_FOUND_MESSAGE,
  CLASS_WEEK_NOT_FOUND_MESSAGE,
  CHILD_NOT_FOUND_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  EDU_NOT_FOUND_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  FACILITY_NOT_FOUND_MESSAGE,
  MENU_WEEK_NOT_FOUND_MESSAGE,
  NOTICE_NOT_FOUND_MESSAGE,
  TEACHER_NOT_FOUND_MESSAGE,
  type ScopedRecord,
} from '@kg/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  alimNotes,
  classNotes,
  classWeeks,
  children,
  classes,
  educationPrograms,
  events,
  facilityPhotos,
  files,
  notices,
  parents,
  reservations,
  teachers,
  weeklyMenus,
  childParents,
} from '../db/schema/index';

/**
 * How the scope resolver finds a record's centre and class from its id (scope.ts), and what it answers when the
 * record is outside the caller's scope: the record's own "not found", the same as for an id that does not exist.
 * `classOf`: the record's class, for the teacher rule (policies/class.ts); `teacherNeedsClass`: a teacher reaches a
 * record without a class (`'when-set'`: yes, e.g. a notice's attachment; `'always'`: no, e.g. an unplaced child).
 */
export type RecordLocator = {
  table: PgTable;
  id: PgColumn;
  /** the record's centre; a parent account is in every centre where one of its children is (or its home centre) */
  centreMatches: (centreId: number | SQL) => SQL;
  classOf?: PgColumn;
  teacherNeedsClass?: 'always' | 'when-set';
  notFoundMessage: string;
};

const inCentre = (column: PgColumn) => (centreId: number | SQL) => sql`${column} = ${centreId}`;
/** A class-story row reaches its centre through its class. */
const classInCentre = (classColumn: PgColumn) => (centreId: number | SQL) =>
  sql`exists (select 1 from ${classes} where ${classes.id} = ${classColumn} and ${classes.centreId} = ${centreId})`;
const storyRecord = (table: PgTable, id: PgColumn, classId: PgColumn, notFoundMessage: string): RecordLocator => ({
  table,
  id,
  centreMatches: classInCentre(classId),
  classOf: classId,
  teacherNeedsClass: 'always',
  notFoundMessage,
});

export const recordLocators: Record<ScopedRecord, RecordLocator> = {
  child: {
    table: children,
    id: children.id,
    centreMatches: inCentre(children.centreId),
    classOf: children.classId,
    teacherNeedsClass: 'always',
    notFoundMessage: CHILD_NOT_FOUND_MESSAGE,
  },
  class: { table: classes, id: classes.id, centreMatches: inCentre(classes.centreId), notFoundMessage: CLASS_NOT_FOUND_MESSAGE },
  teacher: { table: teachers, id: teachers.id, centreMatches: inCentre(teachers.centreId), notFoundMessage: TEACHER_NOT_FOUND_MESSAGE },
  parent: {
    table: parents,
    id: parents.id,
    centreMatches: (centreId) =>
      sql`(${parents.centreId} = ${centreId} or exists (select 1 from ${childParents} inner join ${children} on ${children.id} = ${childParents.childId} where ${childParents.parentId} = ${parents.id} and ${children.centreId} = ${centreId}))`,
    notFoundMessage: '학부모를 찾을 수 없습니다.',
  },
  notice: { table: notices, id: notices.id, centreMatches: inCentre(notices.centreId), notFoundMessage: NOTICE_NOT_FOUND_MESSAGE },
  edu: {
    table: educationPrograms,
    id: educationPrograms.id,
    centreMatches: inCentre(educationPrograms.centreId),
    notFoundMessage: EDU_NOT_FOUND_MESSAGE,
  },
  event: { table: events, id: events.id, centreMatches: inCentre(events.centreId), notFoundMessage: EVENT_NOT_FOUND_MESSAGE },
  facility: {
    table: facilityPhotos,
    id: facilityPhotos.id,
    centreMatches: inCentre(facilityPhotos.centreId),
    notFoundMessage: FACILITY_NOT_FOUND_MESSAGE,
  },
  menu: { table: weeklyMenus, id: weeklyMenus.id, centreMatches: inCentre(weeklyMenus.centreId), notFoundMessage: MENU_WEEK_NOT_FOUND_MESSAGE },
  reserve: {
    table: reservations,
    id: reservations.id,
    centreMatches: inCentre(reservations.centreId),
    notFoundMessage: '예약을 찾을 수 없습니다.',
  },
  file: {
    table: files,
    id: files.id,
    centreMatches: inCentre(files.centreId),
    classOf: files.classId,
    teacherNeedsClass: 'when-set',
    notFoundMessage: '파일을 찾을 수 없습니다.',
  },
  alimNote: storyRecord(alimNotes, alimNotes.id, alimNotes.classId, ALIM_NOTE_NOT_FOUND_MESSAGE),
  classNote: storyRecord(classNotes, classNotes.id, classNotes.classId, CLASS_NOTE_NOT_FOUND_MESSAGE),
  classWeek: storyRecord(classWeeks, classWeeks.id, classWeeks.classId, CLASS_WEEK_NOT_FOUND_MESSAGE),
};
