import type { ShotRecipes } from '../recipe';

export const websiteShots: ShotRecipes = {};
