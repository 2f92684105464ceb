/**
 * Korean daycare meals for the weekly-menu seeds (점심 = 밥, 국, 주찬, 부찬, 김치), each with the allergen numbers a
 * menu prints after it (식품등의 표시기준: 1 난류, 2 우유, 5 대두, 6 밀, 9 새우, 10 돼지고기, 13 아황산류, 15 닭고기,
 * 16 쇠고기, 17 오징어 …; docs/product/menu.md#allergens).
 */
export type SeedDish = { name: string; allergens: number[] };
const d = (name: string, ...allergens: number[]): SeedDish => ({ name, allergens });

export const RICE: SeedDish[] = [d('쌀밥'), d('현미밥'), d('잡곡밥'), d('차조밥'), d('콩밥', 5)];
export const SOUPS: SeedDish[] = [
  d('소고기미역국', 5, 6, 16), d('콩나물국', 5, 6), d('감자국', 5, 6), d('어묵국', 1, 5, 6), d('소고기무국', 5, 6, 16),
  d('계란국', 1, 5, 6), d('시금치된장국', 5, 6), d('맑은순두부국', 5),
];
export const MAINS: SeedDish[] = [
  d('닭갈비덮밥', 5, 6, 13, 15), d('돼지고기 불고기', 5, 6, 10, 13), d('생선까스', 1, 2, 5, 6), d('소고기 장조림', 5, 6, 16),
  d('두부조림', 5, 6), d('닭볶음탕', 5, 6, 13, 15), d('삼치구이'), d('메추리알 장조림', 1, 5, 6),
  d('함박스테이크', 1, 2, 5, 6, 10, 12, 16), d('오징어 볶음(덜 맵게)', 5, 6, 13, 17),
];
export const SIDES: SeedDish[] = [
  d('시금치나물', 5), d('애호박볶음'), d('감자채볶음'), d('브로콜리 무침', 5), d('멸치볶음', 5, 6), d('콩나물무침', 5),
  d('계란찜', 1), d('연근조림', 5, 6), d('김구이'),
];
export const KIMCHI: SeedDish[] = [d('깍두기', 9), d('백김치'), d('배추김치', 9)];
export const SNACKS_AM: SeedDish[][] = [
  [d('우유', 2), d('바나나')],
  [d('두유', 5), d('사과')],
  [d('우유', 2), d('시리얼', 2, 6)],
  [d('요구르트', 2), d('배')],
  [d('우유', 2), d('찐 고구마')],
];
export const SNACKS_PM: SeedDish[][] = [
  [d('떡국떡 볶음', 5, 6)],
  [d('감자 샐러드 빵', 1, 2, 5, 6), d('보리차')],
  [d('단호박 찜'), d('우유', 2)],
  [d('주먹밥', 5)],
  [d('과일 요거트', 2)],
  [d('옥수수'), d('보리차')],
  [d('누룽지')],
];
/** A dish the seeds put on today's lunch and snack, so the demo children's allergies meet the menu. */
export const EGG_SIDE = d('계란찜', 1);
export const KIWI_SNACK: SeedDish[] = [d('키위'), d('우유', 2)];

/** 원산지 표시, printed under the menu. */
export const ORIGIN_NOTE = [
  '쌀: 국내산, 배추김치(배추·고춧가루): 국내산',
  '닭고기: 국내산, 돼지고기: 국내산, 쇠고기: 호주산',
  '오징어: 원양산(태평양), 콩(두부): 수입산(미국)',
  '식단은 식재료 사정에 따라 바뀔 수 있습니다.',
].join('\n');
