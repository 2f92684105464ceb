/**
 * Korean query words reduced to what a guide's text holds (docs/product/guide.md#search): a question is written with
 * particles and verb endings ('비밀번호를 잊었어요') that the guide words otherwise ('비밀번호를 잊으셨나요').
 */

/** Verb endings and particles, longest first so '었어요' goes before '요'. */
const SUFFIXES = [
  '으려면', '하려면', '했는데', '었어요', '았어요', '였어요', '했어요', '이에요', '습니다', '하나요', '되나요', '있나요',
  '을까요', '으세요', '에서는', '에게는', '으로는', '려면', '어요', '아요', '해요', '에요', '예요', '나요', '까요', '니다',
  '세요', '하면', '으면', '는데', '은데', '는지', '은지', '에서', '에게', '한테', '으로', '부터', '까지', '이랑', '하고',
  '돼요', '되요', '하기', '해야', '어야', '아야', '면', '요', '을', '를', '이', '가', '은', '는', '에', '께', '로', '와',
  '과', '도', '만', '의', '랑', '고', '서', '죠',
].sort((a, b) => b.length - a.length);

/** Words a question carries that say nothing about which step it asks for. */
const FILLER = new Set(['어떻게', '어떡해', '어떡하죠', '왜', '뭐', '무엇', '무엇을', '어디', '어디서', '어디에', '언제', '좀', '제가', '저는', '수', '안', '못', '하나요', '해요', '싶어요', '싶은데', '있어요', '없어요', '돼요', '되나요', '방법', '방법은']);

/** Lower case without spaces: '비밀번호 변경' and '비밀 번호' compare alike. */
export const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * The word without its trailing particles and endings: '비밀번호를' → '비밀번호', '잊었어요' → '잊', '원아를' → '원아'.
 * A one-letter particle is taken off only when two letters stay ('원아' is a word, not '원' + '아').
 */
export function stemOf(word: string): string {
  let stem = word;
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of SUFFIXES) {
      const rest = stem.length - suffix.length;
      if (stem.endsWith(suffix) && rest >= (suffix.length === 1 ? 2 : 1)) {
        stem = stem.slice(0, rest);
        changed = true;
        break;
      }
    }
  }
  return stem;
}

/** The query's meaningful words, each with its stem; punctuation and filler words dropped. */
export function queryWords(query: string): { word: string; stem: string }[] {
  return query
    .toLowerCase()
    .split(/[\s?!.,"'()[\]~·]+/)
    .filter((word) => word && !FILLER.has(word))
    .map((word) => ({ word, stem: stemOf(word) }));
}

const bigramsOf = (text: string) => Array.from({ length: Math.max(text.length - 1, 0) }, (_, i) => text.slice(i, i + 2));

/**
 * How well `text` (squeezed) holds a query word: 1 for the word itself, 0.8 for its stem, else the share of the
 * stem's letter pairs it holds when most of them are there ('비밀번호변경' in '비밀번호를 변경'), else 0.
 */
export function matchStrength(text: string, { word, stem }: { word: string; stem: string }): number {
  if (text.includes(word)) return 1;
  if (text.includes(stem)) return 0.8;
  const pairs = bigramsOf(stem);
  if (pairs.length < 2) return 0;
  const share = pairs.filter((pair) => text.includes(pair)).length / pairs.length;
  return share >= 0.6 ? share * 0.7 : 0;
}
