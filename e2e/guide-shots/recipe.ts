import type { Page } from 'playwright-core';

/** Who is signed in for a shot: a demo account (README), or nobody. */
export type ShotAccount = 'admin' | 'manager' | 'teacher1' | 'teacher9' | null;

/**
 * How `npm run guide:shots` makes one guide picture from the demo data: sign in as `as`, open `path` at the viewport,
 * run `prepare` (open a dialog, fill a field — never save: every shot sees the same fresh demo data), then mark each
 * action's control (apps/web/src/features/guide/guide-types.ts) and take the picture.
 */
export type ShotRecipe = {
  as: ShotAccount;
  path: string;
  /** desktop: 1280×800 (the default); phone: 390×844 */
  viewport?: 'desktop' | 'phone';
  prepare?: (page: Page) => Promise<void>;
};

/** Recipes by image file name (e.g. `login.webp`). */
export type ShotRecipes = Record<string, ShotRecipe>;
