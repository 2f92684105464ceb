import type { Guide, GuideStep } from './guide-types';
import { guides } from './guide-catalog';

export type GuideHit = { guide: Guide; step: GuideStep; snippet: string };

/** Lower case without spaces: '비밀번호 변경' finds '비밀번호를 변경' and '비밀 번호'. */
const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

function textsOf(step: GuideStep): string[] {
  return [
    step.title,
    step.goal,
    ...step.screens.flatMap((screen) => screen.actions.map((action) => action.text)),
    ...step.faq.flatMap((faq) => [faq.question, faq.answer, faq.error ?? '']),
  ];
}

/**
 * Steps whose text holds every word of the query, ranked by how much of the query their title holds (the whole query,
 * then the most words); the snippet is the first text that holds the first word.
 */
export function searchGuide(query: string, source: Guide[] = guides): GuideHit[] {
  const words = query.split(/\s+/).map(squeeze).filter(Boolean);
  if (words.length === 0) return [];
  const hits: (GuideHit & { score: number })[] = [];
  for (const guide of source) {
    for (const step of guide.steps) {
      const texts = [guide.title, ...textsOf(step)];
      const all = squeeze(texts.join(' '));
      if (!words.every((word) => all.includes(word))) continue;
      const snippet = textsOf(step).find((text) => squeeze(text).includes(words[0]!)) ?? step.goal;
      const title = squeeze(step.title);
      const score = (title.includes(words.join('')) ? words.length : 0) + words.filter((word) => title.includes(word)).length;
      hits.push({ guide, step, snippet, score });
    }
  }
  return hits.sort((a, b) => b.score - a.score).map(({ score: _, ...hit }) => hit);
}
