import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '@kg/contract';
import { guides } from './guide-catalog';

const root = path.resolve(import.meta.dirname, '../../../../..');
const shotsDir = path.join(root, 'apps/web/public/guide-shots');
const steps = guides.flatMap((guide) => guide.steps);
const screens = steps.flatMap((step) => step.screens);

/** The source files whose text the app shows: the contract, the server and the web app (but not the guide itself). */
function sourceText(): string {
  const dirs = ['packages/contract/src', 'apps/server/src', 'apps/web/src'].map((dir) => path.join(root, dir));
  const guideDir = path.join(root, 'apps/web/src/features/guide');
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== guideDir) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        texts.push(fs.readFileSync(full, 'utf8'));
      }
    }
  };
  dirs.forEach(walk);
  // messages the contract builds from its limits (`정원은 ${MIN}명에서 ${MAX}명 …`) as the app shows them
  texts.push(...Object.values(contract).filter((value): value is string => typeof value === 'string'));
  return texts.join('\n');
}

describe('guide content', () => {
  it('has whole guides: a goal, steps with a goal, pictures with numbered actions', () => {
    const problems: string[] = [];
    for (const guide of guides) {
      if (!guide.goal) problems.push(`${guide.id}: no goal`);
      if (guide.steps.length === 0) problems.push(`${guide.id}: no steps`);
      for (const step of guide.steps) {
        if (!step.goal) problems.push(`${step.id}: no goal`);
        if (step.screens.length === 0) problems.push(`${step.id}: no picture`);
        for (const screen of step.screens) if (screen.actions.length === 0 || !screen.alt) problems.push(`${screen.image}: no actions or alt`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every step its own address', () => {
    const ids = steps.map((step) => step.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('names only pictures that exist, and every picture is named by a step', () => {
    const named = screens.map((screen) => screen.image);
    const files = fs.readdirSync(shotsDir).filter((file) => !file.startsWith('.'));
    expect(named.filter((image) => !files.includes(image))).toEqual([]);
    expect(files.filter((file) => !named.includes(file))).toEqual([]);
    expect(named.filter((image, i) => named.indexOf(image) !== i)).toEqual([]);
  });

  it('keeps the pictures small: a few MB in all', () => {
    const sizes = fs.readdirSync(shotsDir).map((file) => fs.statSync(path.join(shotsDir, file)).size);
    expect(Math.max(...sizes)).toBeLessThan(200 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(6 * 1024 * 1024);
  });

  it('quotes only error messages the app really shows', () => {
    const source = sourceText();
    const stale = steps.flatMap((step) => step.faq.filter((faq) => faq.error && !source.includes(faq.error)).map((faq) => `${step.id}: ${faq.error}`));
    expect(stale).toEqual([]);
  });
});
