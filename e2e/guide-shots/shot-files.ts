import path from 'node:path';
import type { Guide } from '../../apps/web/src/features/guide/guide-types';
import type { ShotRecipes } from './recipe';

/** Where the pictures live: served by the web app as /guide-shots/{image} (Vite's public folder). */
export const SHOTS_DIR = path.resolve(import.meta.dirname, '../../apps/web/public/guide-shots');

/** Every picture the guide names has one recipe, and every recipe makes a picture the guide names. */
export function checkRecipes(guides: Guide[], recipes: ShotRecipes): void {
  const images = guides.flatMap((guide) => guide.steps.flatMap((step) => step.screens.map((screen) => screen.image)));
  const problems = [
    ...images.filter((image) => !recipes[image]).map((image) => `${image}: no recipe in e2e/guide-shots/recipes`),
    ...Object.keys(recipes).filter((image) => !images.includes(image)).map((image) => `${image}: a recipe no guide screen uses`),
    ...images.filter((image, i) => images.indexOf(image) !== i).map((image) => `${image}: named by two screens`),
  ];
  if (problems.length > 0) throw new Error(`Guide pictures and recipes disagree:\n${problems.join('\n')}`);
}
