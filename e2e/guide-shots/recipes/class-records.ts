import type { ShotRecipes } from '../recipe';

export const classRecordsShots: ShotRecipes = {};
