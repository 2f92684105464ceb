import type { ShotRecipes } from '../recipe';

export const childLeaveShots: ShotRecipes = {};
