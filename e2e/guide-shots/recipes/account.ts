import type { ShotRecipes } from '../recipe';

export const accountShots: ShotRecipes = {
  'login.webp': { as: null, path: '/admin/login', viewport: 'phone' },
};
