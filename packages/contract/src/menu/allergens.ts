import { z } from 'zod';

/**
 * The allergens Korean menus number (식품등의 표시기준), in their order: a dish shows them after its name,
 * `닭갈비덮밥 (5.6.13.15)` (docs/product/menu.md#allergens).
 */
export const ALLERGENS = [
  { code: 1, name: '난류' },
  { code: 2, name: '우유' },
  { code: 3, name: '메밀' },
  { code: 4, name: '땅콩' },
  { code: 5, name: '대두' },
  { code: 6, name: '밀' },
  { code: 7, name: '고등어' },
  { code: 8, name: '게' },
  { code: 9, name: '새우' },
  { code: 10, name: '돼지고기' },
  { code: 11, name: '복숭아' },
  { code: 12, name: '토마토' },
  { code: 13, name: '아황산류' },
  { code: 14, name: '호두' },
  { code: 15, name: '닭고기' },
  { code: 16, name: '쇠고기' },
  { code: 17, name: '오징어' },
  { code: 18, name: '조개류' },
  { code: 19, name: '잣' },
] as const;
export const ALLERGEN_MIN = 1;
export const ALLERGEN_MAX = ALLERGENS.length;
export const ALLERGEN_CODE_MESSAGE = `알레르기 번호는 ${ALLERGEN_MIN}부터 ${ALLERGEN_MAX}까지입니다.`;

/** 18 shows what it covers in the legend; the others are their name. */
const LEGEND_NAMES: Partial<Record<number, string>> = { 18: '조개류(굴·전복·홍합 포함)' };

export function allergenName(code: number): string {
  return ALLERGENS[code - 1]?.name ?? String(code);
}

/** `1.난류 2.우유 … 18.조개류(굴·전복·홍합 포함) 19.잣` — the legend printed under a menu. */
export function allergenLegend(): string {
  return ALLERGENS.map((a) => `${a.code}.${LEGEND_NAMES[a.code] ?? a.name}`).join(' ');
}

/** A set of allergen numbers: each 1–19, given once; stored and answered in ascending order. */
export const allergenCodesSchema = z
  .array(z.number({ error: ALLERGEN_CODE_MESSAGE }).int({ error: ALLERGEN_CODE_MESSAGE }).min(ALLERGEN_MIN, { error: ALLERGEN_CODE_MESSAGE }).max(ALLERGEN_MAX, { error: ALLERGEN_CODE_MESSAGE }), {
    error: ALLERGEN_CODE_MESSAGE,
  })
  .max(ALLERGEN_MAX, { error: ALLERGEN_CODE_MESSAGE })
  .transform((codes) => [...new Set(codes)].sort((a, b) => a - b));

/** `닭갈비덮밥 (5.6.13.15)`; a dish without allergens is its name. */
export function dishLabel(dish: { name: string; allergens: readonly number[] }): string {
  return dish.allergens.length > 0 ? `${dish.name} (${dish.allergens.join('.')})` : dish.name;
}

/**
 * The names a free-text allergy may use for each number (the migration of old free text and the child form's
 * paste both read them). A part must be exactly one of them (spaces and a trailing '알레르기' aside); migration 0008
 * repeats this table in SQL (apps/server/src/db/migrations/0008_menu_meals_allergies.sql, checked by a test).
 */
export const ALLERGEN_SYNONYMS: Readonly<Record<number, readonly string[]>> = {
  1: ['난류', '계란', '달걀', '메추리알'],
  2: ['우유', '유제품', '치즈', '분유'],
  3: ['메밀'],
  4: ['땅콩'],
  5: ['대두', '콩', '두부', '두유'],
  6: ['밀가루', '밀'],
  7: ['고등어'],
  8: ['게', '꽃게'],
  9: ['새우'],
  10: ['돼지고기', '돼지'],
  11: ['복숭아'],
  12: ['토마토'],
  13: ['아황산류', '아황산염', '아황산'],
  14: ['호두'],
  15: ['닭고기', '닭'],
  16: ['쇠고기', '소고기'],
  17: ['오징어'],
  18: ['조개류', '조개', '굴', '전복', '홍합'],
  19: ['잣'],
};
const NAME_TO_CODE = new Map(Object.entries(ALLERGEN_SYNONYMS).flatMap(([code, names]) => names.map((name) => [name, Number(code)] as const)));

/**
 * Reads free-text allergies (`계란, 우유 / 키위(심함)`): each part that is exactly a standard name (or a common
 * synonym) becomes its number; everything else stays as text, in its order.
 */
export function parseAllergyText(text: string): { codes: number[]; other: string } {
  const codes = new Set<number>();
  const other: string[] = [];
  for (const raw of text.split(/[,，、/·\n;]+/)) {
    const part = raw.trim();
    if (!part) continue;
    const bare = part.replace(/\s*(알레르기|알러지)$/, '').replace(/\s+/g, '');
    const code = NAME_TO_CODE.get(bare);
    if (code) codes.add(code);
    else other.push(part);
  }
  return { codes: [...codes].sort((a, b) => a - b), other: other.join(', ') };
}

/** What a child may not eat: numbers, and other foods by name (`키위, 견과류 전체`). */
export type ChildAllergy = { allergyCodes: readonly number[]; allergies: string };
export type MenuDish = { name: string; allergens: readonly number[] };
/** Why one dish is a risk for one child: the shared numbers, and the child's other foods the dish's name contains. */
export type DishConflict = { dish: string; codes: number[]; foods: string[] };

/** The child's other foods as words to look for in a dish's name (`견과류 전체` → `견과류`). */
function otherFoods(allergies: string): string[] {
  return allergies
    .split(/[,，、/·\n;]+/)
    .map((part) => part.replace(/\(.*?\)/g, '').replace(/\s*(전체|알레르기|알러지)\s*$/, '').trim())
    .filter((word) => word.length >= 1);
}

/**
 * The dishes of a meal one child may not eat (docs/product/menu.md#the-check): a dish whose numbers meet the child's,
 * or whose name contains one of the child's other foods (`키위 요거트` for `키위`).
 */
export function dishConflicts(dishes: readonly MenuDish[], child: ChildAllergy): DishConflict[] {
  const mine = new Set(child.allergyCodes);
  const foods = otherFoods(child.allergies);
  const out: DishConflict[] = [];
  for (const dish of dishes) {
    const codes = dish.allergens.filter((code) => mine.has(code));
    const named = foods.filter((food) => dish.name.includes(food));
    if (codes.length > 0 || named.length > 0) out.push({ dish: dish.name, codes, foods: named });
  }
  return out;
}

/** `달걀·우유` — what a conflict is about, for a warning line (`점심 — 달걀: 김서연`). */
export function conflictReason(conflicts: readonly DishConflict[]): string {
  const names = new Set<string>();
  for (const c of conflicts) {
    c.codes.forEach((code) => names.add(allergenName(code)));
    c.foods.forEach((food) => names.add(food));
  }
  return [...names].join('·');
}
