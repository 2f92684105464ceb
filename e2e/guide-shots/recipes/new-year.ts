import type { ShotRecipes } from '../recipe';

export const newYearShots: ShotRecipes = {};
