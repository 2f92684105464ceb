import type { ShotRecipes } from '../recipe';

export const reserveShots: ShotRecipes = {};
