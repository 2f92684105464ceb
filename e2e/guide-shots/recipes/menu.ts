import type { ShotRecipes } from '../recipe';

export const menuShots: ShotRecipes = {};
