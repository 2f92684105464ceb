import type { Guide, GuideStep } from './guide-types';
import { guides } from './guide-catalog';
import { matchStrength, queryWords, squeeze } from './korean-words';

export type GuideHit = { guide: Guide; step: GuideStep; snippet: string };

/** Steps holding under this share of what the best step holds are left out: they hold only a minor word of the question. */
const MIN_SHARE_OF_BEST = 0.35;
const MAX_HITS = 10;

function textsOf(step: GuideStep): string[] {
  return [
    step.title,
    step.goal,
    ...step.screens.flatMap((screen) => screen.actions.map((action) => action.text)),
    ...step.faq.flatMap((faq) => [faq.question, faq.answer, faq.error ?? '']),
  ];
}

type Candidate = { guide: Guide; step: GuideStep; all: string; title: string };

/**
 * Steps ranked by the words of the query they hold (docs/product/guide.md#search): particles and endings do not
 * matter ('비밀번호를 잊었어요' finds '비밀번호를 잊으셨나요'), a word few steps hold weighs more than one most hold, a word in
 * the title counts double and the title holding the whole query most; the snippet is the text holding the weightiest
 * word.
 */
export function searchGuide(query: string, source: Guide[] = guides): GuideHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const candidates: Candidate[] = source.flatMap((guide) =>
    guide.steps.map((step) => ({ guide, step, all: squeeze([guide.title, ...textsOf(step)].join(' ')), title: squeeze(step.title) })),
  );
  // a word held by fewer steps tells more about which step is meant (inverse document frequency)
  const weights = words.map((word) => {
    const holding = candidates.filter((c) => matchStrength(c.all, word) > 0).length;
    return holding === 0 ? 0 : Math.log(1 + candidates.length / holding);
  });
  const whole = squeeze(query);
  const scored = candidates
    .map((candidate) => {
      const strengths = words.map((word) => matchStrength(candidate.all, word));
      const inTitle = words.map((word) => matchStrength(candidate.title, word));
      const held = words.reduce((sum, _, i) => sum + weights[i]! * strengths[i]!, 0);
      const score =
        held + words.reduce((sum, _, i) => sum + weights[i]! * inTitle[i]!, 0) + (candidate.title.includes(whole) ? weights.reduce((a, b) => a + b, 0) : 0);
      const best = weights.map((w, i) => (strengths[i]! > 0 ? w : 0)).reduce((top, w, i, all) => (w > all[top]! ? i : top), 0);
      return { candidate, held, score, best };
    })
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score);
  const most = Math.max(0, ...scored.map((hit) => hit.held));
  return scored
    .filter((hit) => hit.held >= most * MIN_SHARE_OF_BEST)
    .slice(0, MAX_HITS)
    .map(({ candidate: { guide, step }, best }) => ({
      guide,
      step,
      snippet: textsOf(step).find((text) => matchStrength(squeeze(text), words[best]!) > 0) ?? step.goal,
    }));
}
