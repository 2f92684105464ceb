import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODE_MESSAGE, ALLERGEN_SYNONYMS, ALLERGENS, allergenCodesSchema, allergenLegend, allergenName, conflictReason, dishConflicts, dishLabel, parseAllergyText } from './allergens';

describe('allergens', () => {
  it('numbers the 19 allergens and prints the legend', () => {
    expect(ALLERGENS.map((a) => a.code)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(allergenName(1)).toBe('난류');
    expect(allergenName(18)).toBe('조개류');
    expect(allergenName(99)).toBe('99');
    expect(allergenLegend()).toMatch(/^1\.난류 2\.우유 3\.메밀 .* 18\.조개류\(굴·전복·홍합 포함\) 19\.잣$/);
  });

  it('labels a dish with its numbers, or its name alone', () => {
    expect(dishLabel({ name: '닭갈비덮밥', allergens: [5, 6, 13, 15] })).toBe('닭갈비덮밥 (5.6.13.15)');
    expect(dishLabel({ name: '우유', allergens: [2] })).toBe('우유 (2)');
    expect(dishLabel({ name: '깍두기', allergens: [] })).toBe('깍두기');
  });

  it('accepts numbers 1–19 once each, ascending, and refuses others in Korean', () => {
    expect(allergenCodesSchema.parse([15, 5, 6, 5])).toEqual([5, 6, 15]);
    for (const bad of [[0], [20], [1.5], ['1'], 'x']) {
      const result = allergenCodesSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0].message).toBe(ALLERGEN_CODE_MESSAGE);
    }
    expect(ALLERGEN_CODE_MESSAGE).toBe('알레르기 번호는 1부터 19까지입니다.');
  });

  it('reads free text: standard names and synonyms become numbers, the rest stays text in its order', () => {
    expect(parseAllergyText('계란, 우유')).toEqual({ codes: [1, 2], other: '' });
    expect(parseAllergyText('땅콩 알레르기')).toEqual({ codes: [4], other: '' });
    expect(parseAllergyText('키위(심함) / 견과류 전체')).toEqual({ codes: [], other: '키위(심함), 견과류 전체' });
    expect(parseAllergyText('소고기·굴')).toEqual({ codes: [16, 18], other: '' });
    expect(parseAllergyText('')).toEqual({ codes: [], other: '' });
    expect(parseAllergyText('ㅁㅁ')).toEqual({ codes: [], other: 'ㅁㅁ' });
    expect(parseAllergyText('돼지 고기;달걀\n새우 알러지、키위，우유, 달걀')).toEqual({ codes: [1, 2, 9, 10], other: '키위' });
    // a part must be exactly a name: 고기 alone and 우유 두 잔 are text
    expect(parseAllergyText('고기, 우유 두 잔')).toEqual({ codes: [], other: '고기, 우유 두 잔' });
    for (const [code, names] of Object.entries(ALLERGEN_SYNONYMS)) {
      for (const name of names) expect(parseAllergyText(`${name} 알레르기`).codes).toEqual([Number(code)]);
    }
  });

  it('finds a meal’s dishes a child may not eat, by number and by other food', () => {
    const dishes = [
      { name: '닭갈비덮밥', allergens: [5, 6, 13, 15] },
      { name: '키위 요거트', allergens: [2] },
      { name: '견과류 강정', allergens: [14] },
      { name: '깍두기', allergens: [9] },
    ];
    const conflicts = dishConflicts(dishes, { allergyCodes: [15, 2], allergies: '키위(심함), 견과류 전체' });
    expect(conflicts).toEqual([
      { dish: '닭갈비덮밥', codes: [15], foods: [] },
      { dish: '키위 요거트', codes: [2], foods: ['키위'] },
      { dish: '견과류 강정', codes: [], foods: ['견과류'] },
    ]);
    expect(conflictReason(conflicts)).toBe('닭고기·우유·키위·견과류');
    expect(dishConflicts(dishes, { allergyCodes: [], allergies: '' })).toEqual([]);
  });
});
