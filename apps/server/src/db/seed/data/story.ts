/** Text material for the class-story seeds: medicine, re-home, alim notes, class notes, weekly plans, attendance. */

export const ALLERGIES = ['달걀', '우유', '땅콩', '새우', '복숭아', '메밀', '대두', '밀', '고등어', '키위'] as const;

export const HEALTH_NOTES = [
  '아토피 피부염이 있어 보습제를 하루 두 번 발라 주세요.',
  '열성 경련 이력이 있습니다. 38도 이상이면 바로 연락 부탁드립니다.',
  '천식이 있어 심한 운동 후 기침을 살펴 주세요.',
  '중이염 치료 중입니다. 물놀이는 당분간 쉬어요.',
  '변비가 잦아 물을 자주 마시게 해 주세요.',
  '안경을 착용합니다. 바깥놀이 때 안경줄을 확인해 주세요.',
] as const;

export const EXCUSE_REASONS = ['병원 진료(수족구)', '독감 확진', '가족 행사(조부모 칠순)', '장염 치료'] as const;
export const ABSENT_NOTES = ['감기 기운으로 가정 보육', '가족 여행', '늦잠 후 가정 보육', ''] as const;

export const EMERGENCY_RELATIONS = ['조모', '조부', '외조모', '외조부', '이모', '고모', '삼촌'] as const;

export type MedicineTemplateItem = { medicineName: string; dosage: string; times: string; storage: 'room' | 'fridge' };
export type MedicineTemplate = { symptom: string; medicines: readonly MedicineTemplateItem[]; parentNote: string };

/** A parent's request: one or more medicines (a request holds 1–5). */
export const MEDICINE_TEMPLATES: readonly MedicineTemplate[] = [
  {
    symptom: '콧물, 기침',
    medicines: [
      { medicineName: '감기 시럽(처방약)', dosage: '5ml', times: '점심 식후 30분', storage: 'room' },
      { medicineName: '해열제 시럽(아세트아미노펜)', dosage: '4ml', times: '38도 이상일 때', storage: 'room' },
    ],
    parentNote: '잘 흔들어서 먹여 주세요. 해열제는 열이 날 때만 부탁드려요.',
  },
  {
    symptom: '미열(37.8도)',
    medicines: [{ medicineName: '해열제 시럽(아세트아미노펜)', dosage: '4ml', times: '38도 이상일 때', storage: 'room' }],
    parentNote: '열이 나면 먹이고 연락 부탁드려요.',
  },
  {
    symptom: '중이염',
    medicines: [
      { medicineName: '항생제 시럽', dosage: '6ml', times: '점심 식후', storage: 'fridge' },
      { medicineName: '정장제 가루약', dosage: '1포', times: '점심 식후', storage: 'room' },
    ],
    parentNote: '항생제는 냉장 보관해 주세요. 가루약은 물에 타서 함께 먹여 주세요.',
  },
  { symptom: '장염', medicines: [{ medicineName: '정장제 가루약', dosage: '1포', times: '점심 식후', storage: 'room' }], parentNote: '물에 타서 먹여 주세요.' },
  { symptom: '피부 발진', medicines: [{ medicineName: '연고', dosage: '적당량', times: '낮잠 후', storage: 'room' }], parentNote: '팔 안쪽에 얇게 발라 주세요.' },
  { symptom: '결막염', medicines: [{ medicineName: '안약', dosage: '한 방울씩', times: '오전 10시, 오후 3시', storage: 'fridge' }], parentNote: '양쪽 눈에 넣어 주세요.' },
  { symptom: '기침, 가래', medicines: [{ medicineName: '기관지 시럽', dosage: '3ml', times: '점심 식후, 간식 후', storage: 'room' }], parentNote: '' },
] as const;

export const MEDICINE_TEACHER_COMMENTS = [
  '점심 식사 후 잘 먹었어요.',
  '처음엔 싫어했지만 잘 먹었습니다.',
  '투약 후 컨디션 좋게 놀이했어요.',
  '열이 오르지 않아 해열제는 먹이지 않았어요.',
] as const;

export const REHOME_NOTES = [
  '오늘은 할머니께서 데리러 가십니다.',
  '병원 예약이 있어 일찍 하원합니다.',
  '아빠가 퇴근길에 데리러 갑니다.',
  '태권도 차량으로 이동합니다.',
  '',
] as const;

export const ALIM_CONTENTS = [
  '오늘 바깥놀이에서 모래로 케이크를 만들며 즐겁게 놀았어요. 친구에게 "같이 하자"고 먼저 말을 걸었답니다.',
  '점심으로 나온 미역국을 한 그릇 다 먹고 "더 주세요"라고 했어요. 낮잠도 푹 잤습니다.',
  '블록 놀이에 푹 빠져 높은 탑을 쌓았어요. 무너져도 다시 해 보는 모습이 멋졌어요.',
  '오늘은 조금 피곤했는지 오전에 하품을 많이 했어요. 가정에서도 일찍 재워 주세요.',
  '그림책 「달님 안녕」을 읽고 달 그림을 그렸어요. 노란색을 가장 좋아하네요.',
  '친구와 장난감 때문에 다툼이 있었지만 서로 사과하고 사이좋게 놀았어요.',
  '간식으로 나온 고구마를 맛있게 먹었어요. 손 씻기도 스스로 잘했답니다.',
  '음악 시간에 리듬 악기를 흔들며 신나게 노래했어요.',
  '오늘 처음으로 혼자 신발을 신었어요! 가정에서도 많이 칭찬해 주세요.',
  '콧물이 조금 있어 자주 닦아 주었어요. 컨디션은 괜찮았습니다.',
] as const;

export const CLASS_NOTE_TOPICS = [
  { title: '바깥놀이 - 가을 나뭇잎 모으기', content: '놀이터 옆 화단에서 알록달록 나뭇잎을 모아 모양과 색을 비교해 보았어요.' },
  { title: '그림책 함께 읽기', content: '「괜찮아」 그림책을 읽고 각자 잘하는 것을 이야기 나누었어요.' },
  { title: '요리 활동 - 주먹밥 만들기', content: '김과 밥, 채소를 넣어 주먹밥을 만들고 친구와 나누어 먹었어요.' },
  { title: '신체 활동 - 풍선 배구', content: '강당에서 풍선을 떨어뜨리지 않게 치며 협동하는 놀이를 했어요.' },
  { title: '미술 - 물감 번지기', content: '한지에 물감을 떨어뜨려 번지는 모양을 관찰하고 제목을 붙여 보았어요.' },
  { title: '안전 교육 - 횡단보도 건너기', content: '신호등 노래를 부르며 초록불에 손을 들고 건너는 연습을 했어요.' },
  { title: '음률 활동 - 악기 연주', content: '탬버린과 캐스터네츠로 빠르고 느린 박자를 표현해 보았어요.' },
  { title: '과학 - 얼음 녹이기', content: '얼음에 소금과 물감을 뿌려 어떻게 녹는지 관찰했어요.' },
  { title: '텃밭 가꾸기', content: '상추와 방울토마토에 물을 주고 얼마나 자랐는지 자로 재어 보았어요.' },
  { title: '생일잔치', content: '이번 달 생일을 맞은 친구들을 축하하며 케이크 초를 함께 불었어요.' },
] as const;

/** Weekly themes (주제) by month, 1 = January. */
export const WEEK_THEMES: Record<number, readonly string[]> = {
  1: ['겨울 놀이', '새해 인사'],
  2: ['형님반이 되어요', '추억 나누기'],
  3: ['새로운 반, 새로운 친구', '우리 반 약속'],
  4: ['봄 나들이', '동식물과 자연'],
  5: ['나와 가족', '어린이날'],
  6: ['우리 동네', '여름 건강'],
  7: ['물놀이', '여름 곤충'],
  8: ['여름 방학 이야기', '교통기관'],
  9: ['추석', '가을 열매'],
  10: ['가을 나들이', '우리나라'],
  11: ['낙엽과 겨울 준비', '건강한 생활'],
  12: ['겨울과 크리스마스', '한 해 돌아보기'],
};

export const WEEK_GOALS = [
  '친구와 함께 놀이하며 차례를 지킨다.',
  '계절의 변화를 몸으로 느끼고 말로 표현한다.',
  '스스로 정리하는 습관을 기른다.',
  '다양한 재료로 생각을 표현한다.',
] as const;

export const DAY_ACTIVITIES = [
  '이야기 나누기, 자유 놀이, 바깥놀이',
  '동화 듣기, 미술 활동, 신체 놀이',
  '음률 활동, 쌓기 놀이, 산책',
  '요리 활동, 역할 놀이, 그림책 읽기',
  '과학 탐구, 동시 짓기, 강당 놀이',
] as const;

export const PHOTO_ALBUM_TITLES = ['가을 소풍', '바깥놀이', '생일잔치', '요리 활동', '텃밭 체험', '물감 놀이'] as const;
