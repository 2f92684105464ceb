import type { ShotRecipes } from '../recipe';

export const classPeopleShots: ShotRecipes = {};
