import type { Guide, GuideScreen, GuideStep } from './guide-types';
import { accountGuide } from './guides/account';
import { childLeaveGuide } from './guides/child-leave';
import { classPeopleGuide } from './guides/class-people';
import { classRecordsGuide } from './guides/class-records';
import { facilityGuide } from './guides/facility';
import { menuGuide } from './guides/menu';
import { newYearGuide } from './guides/new-year';
import { reserveGuide } from './guides/reserve';
import { teacherDayGuide } from './guides/teacher-day';
import { websiteGuide } from './guides/website';

/** Every guide in the order the home page lists them (docs/product/guide.md). Pure data: the shots script reads it. */
export const guides: Guide[] = [
  newYearGuide,
  teacherDayGuide,
  classRecordsGuide,
  classPeopleGuide,
  websiteGuide,
  menuGuide,
  facilityGuide,
  reserveGuide,
  childLeaveGuide,
  accountGuide,
];

type FoundStep = { guide: Guide; step: GuideStep; index: number };

export function findGuideStep(id: string | undefined): FoundStep | undefined {
  for (const guide of guides) {
    const index = guide.steps.findIndex((step) => step.id === id);
    if (index >= 0) return { guide, step: guide.steps[index]!, index };
  }
  return undefined;
}

/**
 * A step's actions are numbered across its screens (1–3 on the first picture, 4–5 on the next): the number of each
 * screen's first action, as the step page lists them and the pictures mark them.
 */
export function firstActionNumbers(step: GuideStep): Map<GuideScreen, number> {
  const starts = new Map<GuideScreen, number>();
  let next = 1;
  for (const screen of step.screens) {
    starts.set(screen, next);
    next += screen.actions.length;
  }
  return starts;
}
