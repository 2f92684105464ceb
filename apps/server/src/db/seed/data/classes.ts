/** Class definitions and the class colour palette for the seeds. */

/** Soft class colours with Korean names (class_colors). */
export const CLASS_PALETTE = [
  { name: '연분홍', hex: '#fbcfe8' },
  { name: '살구', hex: '#fed7aa' },
  { name: '레몬', hex: '#fef08a' },
  { name: '연두', hex: '#d9f99d' },
  { name: '민트', hex: '#a7f3d0' },
  { name: '하늘', hex: '#bae6fd' },
  { name: '라벤더', hex: '#ddd6fe' },
  { name: '연보라', hex: '#f5d0fe' },
  { name: '모래', hex: '#e7e5e4' },
  { name: '크림', hex: '#fef3c7' },
  { name: '청록', hex: '#99f6e4' },
  { name: '코랄', hex: '#fecdd3' },
] as const;

export type ClassDefinition = { name: string; ageBand: number; capacity: number; color: string; introduction: string };

/** The six demo classes, 만 0–5세; capacities follow the legal teacher ratios (1:3, 1:5, 1:7, 1:15, 1:20). */
export const DEMO_CLASSES: readonly ClassDefinition[] = [
  {
    name: '햇님반',
    ageBand: 0,
    capacity: 6,
    color: '#fed7aa',
    introduction: '만 0세 영아반입니다. 따뜻한 눈맞춤과 충분한 낮잠으로 하루를 편안하게 보내요.',
  },
  {
    name: '달님반',
    ageBand: 1,
    capacity: 10,
    color: '#fef08a',
    introduction: '만 1세반입니다. 걸음마와 첫 낱말이 자라는 시기, 감각 놀이를 많이 해요.',
  },
  {
    name: '별님반',
    ageBand: 2,
    capacity: 14,
    color: '#bae6fd',
    introduction: '만 2세반입니다. 스스로 해 보는 즐거움을 배우고 친구와 함께 노는 법을 익혀요.',
  },
  {
    name: '꽃잎반',
    ageBand: 3,
    capacity: 15,
    color: '#fbcfe8',
    introduction: '만 3세반입니다. 누리과정을 시작하며 바깥놀이와 그림책 읽기를 즐겨요.',
  },
  {
    name: '새싹반',
    ageBand: 4,
    capacity: 20,
    color: '#d9f99d',
    introduction: '만 4세반입니다. 궁금한 것을 탐구하는 프로젝트 활동과 텃밭 가꾸기를 해요.',
  },
  {
    name: '무지개반',
    ageBand: 5,
    capacity: 20,
    color: '#ddd6fe',
    introduction: '만 5세반입니다. 초등학교 입학을 준비하며 스스로 계획하고 함께 해결하는 힘을 길러요.',
  },
];

/** Stems for the large synthetic centre's class names (`${stem}반`). */
export const CLASS_NAME_STEMS = [
  '햇님', '달님', '별님', '꽃잎', '새싹', '무지개', '구름', '바다', '하늘', '나무', '열매', '나비', '토끼', '다람쥐',
  '병아리', '참새', '은하수', '해바라기', '민들레', '개나리', '진달래', '소나무', '도토리', '사과', '딸기', '포도',
  '곰돌이', '코끼리', '기린', '돌고래', '고래', '펭귄', '부엉이', '거북이', '꿀벌', '무당벌레', '잠자리', '반딧불',
  '솔방울', '이슬', '햇살', '바람', '시냇물', '꽃님', '새롬', '한별', '초롱', '아롱', '다솜', '가람', '누리', '마루',
  '온새미', '라온', '도담', '여울', '푸름', '보람', '하랑', '단비',
] as const;

/** Introduction for a generated class of the given 만 나이 band. */
export function introductionFor(ageBand: number): string {
  return DEMO_CLASSES[Math.max(0, Math.min(5, ageBand))].introduction;
}

/** Capacity for a 만 나이 band (legal ratio × teachers). */
export function capacityFor(ageBand: number, teachers: number): number {
  const ratio = [3, 5, 7, 15, 20, 20][Math.max(0, Math.min(5, ageBand))];
  return ratio * Math.max(1, teachers);
}
