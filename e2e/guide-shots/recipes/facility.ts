import type { ShotRecipes } from '../recipe';

export const facilityShots: ShotRecipes = {};
