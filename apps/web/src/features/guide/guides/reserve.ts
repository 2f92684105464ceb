import type { Guide } from '../guide-types';

/** docs/product/reserve.md — admission consultations and visits. Pictures: e2e/guide-shots/recipes/reserve.ts. */
export const reserveGuide: Guide = {
  id: 'reserve',
  title: '상담 예약',
  audience: 'admin',
  goal: '전화나 방문으로 받은 입소 상담과 견학 예약을 적어 두고, 확정·완료·취소까지 한곳에서 관리합니다.',
  steps: [
    {
      id: 'reserve',
      title: '상담·견학 예약 관리',
      goal: '받은 예약이 모두 적혀 있고, 예약마다 확정·완료·취소 상태와 처리 메모가 남아 있습니다.',
      screens: [
        {
          image: 'reserve-list.webp',
          alt: '상담 예약 목록: 상태를 신청으로 골라 아직 확정하지 않은 예약만 보이고, 위쪽에 목록·달력 전환과 예약 등록 단추',
          actions: [
            {
              text: '[회원 관리] > [상담 예약]을 누릅니다. 희망일이 늦은 예약부터 나옵니다.',
              mark: 'a.side-menu-item[href="/admin/reserve"]',
            },
            {
              text: '상태 필터에서 "신청"을 고르면 아직 확정하지 않은 예약만 봅니다. 종류 필터로 입소 상담과 견학을 나눠 볼 수도 있습니다.',
              mark: '.search-bar-filter',
            },
            { text: '[달력]을 누르면 한 달 달력으로 봅니다.', mark: '.ant-segmented-item:has-text("달력")' },
            {
              text: '전화나 방문으로 받은 예약은 [예약 등록]을 눌러 종류, 보호자 이름, 연락처, 희망일과 희망 시간을 적고 [저장]합니다. 새 예약은 "신청" 상태로 시작합니다.',
              mark: 'role=button[name="예약 등록"]',
            },
            {
              text: '보호자 이름을 누르면 오른쪽에 예약이 열립니다.',
              mark: '.ant-table-tbody button[aria-label$="예약 열기"]',
            },
          ],
        },
        {
          image: 'reserve-calendar.webp',
          alt: '휴대폰의 상담 예약 달력: 예약이 있는 날에 건수가 표시되고, 아래에 고른 날의 예약 목록',
          actions: [
            { text: '위쪽에서 연도와 달을 골라 다른 달로 옮겨 갑니다.', mark: '.ant-picker-calendar-header' },
            {
              text: '예약이 있는 날에는 건수가 표시됩니다. 컴퓨터처럼 큰 화면에서는 날마다 예약 시간과 보호자 이름이 상태 색으로 보이고, 취소된 예약은 회색으로 남습니다. 볼 날짜를 누릅니다.',
              mark: '.ant-picker-cell-selected',
            },
            {
              text: '아래에 고른 날의 예약이 시간 순서로 나옵니다. 보호자 이름을 누르면 예약이 열립니다.',
              mark: 'section.record-section:has(.list-cards)',
            },
          ],
        },
        {
          image: 'reserve-drawer.webp',
          alt: '예약 수정 창: 예약자, 아이, 예약 일시, 상태, 종류, 처리 메모와 확정, 취소, 삭제 단추',
          actions: [
            {
              text: '위쪽에서 예약자, 아이, 예약 일시와 지금 상태를 확인합니다.',
              mark: '.ant-drawer .record-facts',
            },
            {
              text: '상담 결과나 안내한 내용은 [처리 메모]에 적습니다. 메모는 상태를 바꿀 때 함께 저장됩니다.',
              mark: '#reservation-staff-note',
            },
            {
              text: '날짜가 정해지면 [확정]을 누르고 확인 창에서 [예약 확정]을 누릅니다. 상담이나 견학을 마치면 같은 자리에 나오는 [완료]를 누르고 [완료 처리]로 확인합니다.',
              mark: '.ant-drawer >> role=button[name="확정"]',
            },
            {
              text: '보호자가 오지 않기로 했으면 [취소]를 누르고 [예약 취소]로 확인합니다. 완료하거나 취소한 예약은 더 고칠 수 없습니다.',
              mark: '.ant-drawer >> role=button[name="취소"]',
            },
            {
              text: '[삭제]는 예약을 보호자 연락처와 함께 지웁니다. 잘못 적은 예약에만 쓰세요.',
              mark: '.ant-drawer >> role=button[name="삭제"]',
            },
            { text: '날짜나 시간이 바뀌면 아래 칸에서 고치고 맨 아래 [저장]을 누릅니다.' },
          ],
        },
      ],
      faq: [
        {
          question: '희망일을 골랐는데 저장이 안 돼요.',
          answer: '새로 고르는 희망일은 오늘이거나 그 뒤여야 합니다. 이미 지난 예약은 날짜를 그대로 두면 다른 칸을 고쳐 저장할 수 있습니다.',
          error: '희망일은 오늘 이후로 선택해 주세요.',
        },
        {
          question: '연락처를 적었는데 빨간 글씨가 나와요.',
          answer: '연락처는 휴대전화 번호만 받습니다. 010-1234-5678처럼 줄표(-)를 넣어 적어 주세요.',
          error: '연락처는 010-1234-5678 형식으로 입력해 주세요.',
        },
        {
          question: '[완료] 단추가 보이지 않아요.',
          answer: '신청 상태의 예약은 먼저 [확정]해야 [완료]가 나타납니다. 확정 없이 상담을 마쳤다면 [확정]한 뒤 바로 [완료]를 누르세요.',
          error: '확정되지 않은 예약은 완료할 수 없습니다. 먼저 확정해 주세요.',
        },
        {
          question: '완료하거나 취소한 예약을 고치고 싶어요.',
          answer: '완료·취소된 예약은 기록으로 남아 고칠 수 없습니다. 다시 상담하기로 했으면 [예약 등록]으로 새 예약을 만드세요.',
          error: '완료되거나 취소된 예약은 수정할 수 없습니다.',
        },
      ],
    },
  ],
};
