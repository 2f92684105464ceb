import type { ShotRecipes } from '../recipe';
import { accountShots } from './account';
import { childLeaveShots } from './child-leave';
import { classPeopleShots } from './class-people';
import { classRecordsShots } from './class-records';
import { facilityShots } from './facility';
import { menuShots } from './menu';
import { newYearShots } from './new-year';
import { reserveShots } from './reserve';
import { teacherDayShots } from './teacher-day';
import { websiteShots } from './website';

/** One recipe per guide picture, one file per guide (apps/web/src/features/guide/guides). */
export const recipes: ShotRecipes = {
  ...accountShots,
  ...newYearShots,
  ...childLeaveShots,
  ...classPeopleShots,
  ...reserveShots,
  ...teacherDayShots,
  ...classRecordsShots,
  ...websiteShots,
  ...menuShots,
  ...facilityShots,
};
