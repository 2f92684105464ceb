import type { ShotRecipes } from '../recipe';

export const teacherDayShots: ShotRecipes = {};
