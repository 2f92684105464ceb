/** Notices, education programmes, events, reservations and facility photos for the seeds. */

/**
 * A notice; `forFirstClass` makes it teacher1's notice for their class (the first class), `attachment` names the
 * PDF it carries.
 */
export type NoticeSeed = { title: string; content: string; pinned: boolean; daysAgo: number; forFirstClass?: boolean; attachment?: string };

export const NOTICES: readonly NoticeSeed[] = [
  {
    title: '[필독] 감염병 예방 및 등원 기준 안내',
    content:
      '<p>수족구병, 독감 등 감염병이 유행하는 시기입니다.</p><p>발열(37.5도 이상)이나 발진이 있으면 <strong>등원 전 반드시 담임 선생님께 연락</strong>해 주시고, 완치 후 진료확인서를 제출해 주세요.</p>',
    pinned: true,
    daysAgo: 20,
  },
  {
    title: '겨울철 실내 놀이 프로그램 안내',
    content: '<p>추운 날씨에는 강당에서 신체 놀이와 요가 프로그램을 운영합니다. 편한 옷을 입혀 보내 주세요.</p>',
    pinned: false,
    daysAgo: 9,
    attachment: '12월 가정통신문.pdf',
  },
  {
    title: '학부모 상담 주간 일정',
    content: '<p>다음 달 둘째 주는 학부모 상담 주간입니다. 원하시는 시간을 알림장으로 알려 주세요.</p><ul><li>평일 오후 4시~6시</li><li>1회 20분</li></ul>',
    pinned: false,
    daysAgo: 5,
  },
  {
    title: '차량 운행 시간 변경 안내',
    content: '<p>도로 공사로 인해 2호 차량의 하원 시간이 10분 늦어집니다. 양해 부탁드립니다.</p>',
    pinned: false,
    daysAgo: 2,
  },
  {
    title: '우리 반 내일 준비물 안내',
    content: '<p>내일은 <strong>김장 체험</strong>이 있어요. 앞치마와 팔토시를 가방에 넣어 보내 주세요.</p>',
    pinned: false,
    daysAgo: 0,
    forFirstClass: true,
  },
];

export type EduSeed = { title: string; content: string; ageBand: number | null; startOffset: number; lengthDays: number };

export const EDU_PROGRAMS: readonly EduSeed[] = [
  {
    title: '숲 체험 놀이 (만 3~5세)',
    content: '<p>매주 목요일 근처 숲에서 자연물을 관찰하고 놀이합니다. 긴 바지와 운동화를 준비해 주세요.</p>',
    ageBand: null,
    startOffset: -30,
    lengthDays: 90,
  },
  {
    title: '영어 노래와 율동',
    content: '<p>원어민 선생님과 함께하는 노래·율동 수업입니다. 매주 화요일 오전에 진행합니다.</p>',
    ageBand: 4,
    startOffset: -60,
    lengthDays: 180,
  },
  {
    title: '영아 오감 놀이',
    content: '<p>촉감 주머니, 소리 병 등 다양한 감각 놀이로 영아의 발달을 돕습니다.</p>',
    ageBand: 1,
    startOffset: -14,
    lengthDays: 60,
  },
];

/** An event `dayOffset` days from today, lasting `days` days, at a time or all day; `forFirstClass`: teacher1's class only. */
export type EventSeed = {
  title: string;
  content: string;
  dayOffset: number;
  days?: number;
  startTime?: string;
  endTime?: string;
  place: string;
  forFirstClass?: boolean;
};

export const EVENTS: readonly EventSeed[] = [
  { title: '가을 소풍', content: '<p>도시락과 물을 챙겨 주세요. 우천 시 실내 활동으로 대체합니다.</p>', dayOffset: -12, startTime: '09:30', endTime: '14:00', place: '월드컵공원 하늘공원' },
  { title: '11월 생일잔치', content: '<p>이달에 생일을 맞은 친구들을 함께 축하해요.</p>', dayOffset: -2, startTime: '10:30', endTime: '11:30', place: '어린이집 강당' },
  { title: '김장 체험의 날', content: '<p>아이들과 함께 배추에 속을 넣어 보는 체험입니다. 앞치마를 보내 주세요.</p>', dayOffset: 1, startTime: '10:00', endTime: '11:30', place: '어린이집 강당', forFirstClass: true },
  { title: '학부모 참여 수업 주간', content: '<p>주간 중 원하는 날 오전 수업에 함께해 주세요.</p>', dayOffset: 7, days: 5, place: '각 반 교실' },
  { title: '크리스마스 발표회', content: '<p>반별 노래와 율동 발표가 있습니다. 학부모님을 초대합니다.</p>', dayOffset: 30, startTime: '16:00', endTime: '17:30', place: '구민회관 소강당' },
];

export const RESERVATION_MEMOS = [
  '맞벌이라 연장 보육이 가능한지 궁금합니다.',
  '식품 알레르기가 있는데 식단 조정이 되나요?',
  '동생과 함께 입소 가능한지 상담받고 싶어요.',
  '견학 때 교실과 놀이터를 보고 싶습니다.',
  '',
] as const;

/** One space each, with the captions of its photos in order. */
export const FACILITY_PHOTOS = [
  { title: '교실', description: '남향 창으로 하루 종일 햇볕이 드는 유아반 교실입니다.', captions: ['햇살 가득한 교실', '책 읽는 공간'] },
  { title: '놀이터', description: '충격 흡수 바닥재를 깐 놀이터에서 매일 바깥놀이를 해요.', captions: ['미끄럼틀과 그네', '모래 놀이터'] },
  { title: '식당', description: '영양사 선생님이 매일 신선한 재료로 급식을 준비합니다.', captions: ['위생적인 조리실'] },
  { title: '현관', description: '등·하원 때 보호자를 맞이하는 곳입니다. 출입은 지문 인식으로 관리합니다.', captions: ['현관 신발장'] },
] as const;
