import type { Guide } from '../guide-types';

/** docs/product/class-week.md, docs/product/class-note.md. Pictures: e2e/guide-shots/recipes/class-records.ts. */
export const classRecordsGuide: Guide = {
  id: 'class-records',
  title: '주간 계획안과 반 일지',
  audience: 'teacher',
  goal: '한 주의 교육 계획을 세워 인쇄하고, 날마다 반에서 있었던 일을 사진·동영상과 함께 반 일지로 남깁니다.',
  steps: [
    {
      id: 'weekly-schedule',
      title: '주간 계획안 쓰고 인쇄하기',
      goal: '이번 주(또는 다음 주)의 주제·목표와 월~금요일 활동을 저장하고, 종이로 인쇄해 교실에 붙입니다.',
      screens: [
        {
          image: 'weekly-schedule.webp',
          alt: '주간 계획안 화면: 이전 주·이번 주·다음 주 단추와 기간, 주제와 목표, 요일별 소주제·활동·메모',
          actions: [
            {
              text: '[반 이야기] > [주간 계획안]을 엽니다. 이번 주가 열리고, [이전 주]·[다음 주]로 다른 주로 옮겨 갑니다. 아직 저장하지 않은 주는 빈 계획안으로 열립니다.',
              mark: '.week-nav',
            },
            { text: '[주제]와 [목표]를 적습니다. 예: 주제 "가을 열매"', mark: '.class-week-head' },
            {
              text: '요일 칸마다 [소주제], [활동], [메모]를 적습니다. 쉬는 날은 비워 두면 됩니다.',
              mark: '.class-week-day >> nth=0',
            },
          ],
        },
        {
          image: 'weekly-schedule-past.webp',
          alt: '주간 계획안 아래쪽: 인쇄·삭제·저장 단추와 지난 계획안 목록',
          actions: [
            {
              text: '[저장]을 누릅니다. "주간 계획안을 저장했습니다."가 나오고, 위에 저장한 사람과 시각이 표시됩니다. 같은 주를 다시 저장하면 내용이 바뀝니다.',
              mark: '.class-week-form >> role=button[name="저장"]',
            },
            { text: '[인쇄]를 누르면 계획안을 종이에 알맞게 인쇄합니다. 인쇄 창에서 프린터를 고르세요.', mark: 'role=button[name="인쇄"]' },
            {
              text: '[지난 계획안]에 저장한 주가 최근 순으로 나옵니다. 누르면 그 주의 계획안이 위에 열립니다. 지난 계획안을 열어 두고 고쳐 쓰면 편합니다.',
              mark: '.class-week-past',
            },
          ],
        },
        {
          image: 'weekly-schedule-print.webp',
          alt: '인쇄되는 주간 교육 계획안: 반 이름과 기간, 주제, 목표, 요일별 소주제·활동·메모 표',
          actions: [
            {
              text: '인쇄하면 이렇게 "○○반 주간 교육 계획안 (기간)" 제목 아래 주제, 목표, 요일별 표만 나옵니다. 메뉴와 단추는 인쇄되지 않습니다.',
            },
            {
              text: '화면에서 고친 내용은 저장하기 전에도 인쇄에 반영됩니다. 인쇄한 뒤 잊지 말고 [저장]을 눌러 주세요.',
            },
          ],
        },
      ],
      faq: [
        {
          question: '[저장]을 눌렀더니 내용을 입력하라고 나와요.',
          answer: '주제, 목표, 요일 칸이 모두 비어 있습니다. 한 가지 이상 적어야 저장됩니다. 계획안을 아예 없애려면 [삭제]를 누르세요.',
          error: '계획 내용을 한 가지 이상 입력해 주세요.',
        },
        {
          question: '다음 주 계획안을 미리 쓸 수 있나요?',
          answer: '[다음 주]를 눌러 그 주로 옮긴 뒤 쓰고 [저장]하면 됩니다. [이번 주]를 누르면 언제든 이번 주로 돌아옵니다.',
        },
        {
          question: '다른 선생님이 쓴 계획안을 제가 고쳐도 되나요?',
          answer: '같은 반 선생님이면 누구나 고칠 수 있습니다. 마지막으로 저장한 사람이 작성자로 표시되니, 고치기 전에 함께 쓰는 선생님과 이야기해 주세요.',
        },
        {
          question: '계획안이 열리지 않고 오류가 나와요.',
          answer: '인터넷 연결을 확인한 뒤 [다시 시도]를 누르세요. 쓰던 내용은 이 기기에 임시로 저장되어 있어, 다시 열면 불러올 수 있습니다.',
          error: '주간 계획안을 불러오지 못했습니다.',
        },
      ],
    },
    {
      id: 'class-note',
      title: '반 일지 쓰기',
      goal: '오늘 반에서 있었던 일을 제목과 내용, 사진, 동영상 한 개와 함께 반 일지로 남깁니다.',
      screens: [
        {
          image: 'class-note-list.webp',
          alt: '휴대폰의 반 일지 목록: 반 일지 쓰기 단추, 날짜별 일지와 사진 수',
          actions: [
            { text: '[반 이야기] > [반 일지]에서 [반 일지 쓰기]를 누릅니다.', mark: 'role=button[name="반 일지 쓰기"]' },
            {
              text: '지난 일지는 최근 날짜부터 나옵니다. [제목], [내용], 기간으로 찾을 수 있고, 누르면 사진·동영상과 함께 열립니다. 열린 일지에서 [수정]이나 [삭제]를 누릅니다.',
              mark: '.list-card-link >> nth=0',
            },
          ],
        },
        {
          image: 'class-note-write.webp',
          alt: '반 일지 쓰기 창: 날짜, 제목, 내용, 올라간 사진, 동영상 선택, 저장 단추',
          actions: [
            { text: '[날짜]를 확인합니다. 오늘 날짜가 들어가 있고, 지난 날의 일지도 날짜를 바꿔 쓸 수 있습니다.', mark: '.ant-drawer-body >> role=textbox >> nth=0' },
            { text: '[제목]과 [내용]을 적습니다.', mark: '.ant-drawer-body >> textarea' },
            {
              text: '[사진 추가]를 눌러 사진을 여러 장 고릅니다. 고르는 즉시 올라가고, 올라간 사진은 작은 그림으로 보입니다.',
              mark: '.ant-drawer-body >> .ant-upload-list-picture-card',
            },
            {
              text: '동영상은 [동영상 선택]으로 한 개만 올릴 수 있습니다. 다시 고르면 바뀝니다.',
              mark: '.ant-drawer-body >> role=button[name="동영상 선택"]',
            },
            {
              text: '사진과 동영상이 다 올라간 뒤 [저장]을 누릅니다. "반 일지를 저장했습니다."가 나오면 끝입니다.',
              mark: '.ant-drawer-body >> role=button[name="저장"]',
            },
          ],
        },
      ],
      faq: [
        {
          question: '저장을 눌렀더니 파일을 올리는 중이라고 나와요.',
          answer: '사진이나 동영상이 아직 올라가는 중입니다. 동영상은 시간이 걸릴 수 있으니 끝날 때까지 기다린 뒤 다시 [저장]을 누르세요.',
          error: '파일을 올리는 중입니다. 끝난 뒤 저장해 주세요.',
        },
        {
          question: '제목이나 내용을 입력하라고 나와요.',
          answer: '반 일지는 제목과 내용이 모두 있어야 저장됩니다. 사진만 올릴 때는 사진첩을 쓰세요.',
          error: '제목을 입력해 주세요.',
        },
        {
          question: '동영상이 올라가지 않아요.',
          answer: 'mp4, mov, webm 동영상만 올릴 수 있습니다. 휴대폰으로 찍은 동영상은 대부분 올라갑니다. 동영상은 일지 하나에 한 개만 넣을 수 있습니다.',
          error: '동영상 파일(mp4, mov, webm)만 올릴 수 있습니다.',
        },
        {
          question: '올린 동영상이 재생되지 않아요.',
          answer: '쓰고 있는 브라우저가 그 동영상 형식을 재생하지 못하는 경우입니다. 다른 브라우저(크롬 등)나 다른 기기에서 열어 보세요. 파일은 그대로 저장되어 있습니다.',
          error: '이 브라우저에서는 동영상을 재생할 수 없습니다.',
        },
      ],
    },
  ],
};
