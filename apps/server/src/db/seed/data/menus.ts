/** Korean daycare meals for the weekly-menu seeds (점심 = 밥, 국, 반찬 두 가지, 김치). */

export const RICE = ['쌀밥', '현미밥', '잡곡밥', '차조밥', '콩밥'] as const;
export const SOUPS = ['미역국', '된장국', '콩나물국', '감자국', '어묵국', '소고기무국', '계란국', '시금치된장국'] as const;
export const MAINS = [
  '닭살 데리야끼 조림', '돼지고기 불고기', '생선까스', '소고기 장조림', '두부 스테이크', '닭볶음탕', '삼치구이',
  '메추리알 장조림', '함박스테이크', '오징어 볶음(덜 맵게)',
] as const;
export const SIDES = [
  '시금치나물', '애호박볶음', '감자채볶음', '브로콜리 무침', '멸치볶음', '콩나물무침', '계란찜', '연근조림', '김구이',
] as const;
export const KIMCHI = ['깍두기', '백김치', '배추김치'] as const;
export const SNACKS_AM = ['우유, 바나나', '두유, 사과', '우유, 시리얼', '요구르트, 배', '우유, 찐 고구마'] as const;
export const SNACKS_PM = ['떡국떡 볶음', '감자 샐러드 빵', '단호박 찜', '주먹밥', '과일 요거트', '옥수수', '누룽지'] as const;
/** 식품 알레르기 표시 번호 (식약처 기준). */
export const ALLERGEN_CODES = ['1.난류', '2.우유', '5.대두', '6.밀', '10.돼지고기', '13.아황산류', '15.닭고기', '16.쇠고기'] as const;
