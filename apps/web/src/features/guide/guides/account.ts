import type { Guide } from '../guide-types';

/** docs/product/auth.md, docs/product/teacher.md#own-profile, docs/product/teacher.md#one-time-passwords */
export const accountGuide: Guide = {
  id: 'account',
  title: '계정과 로그인',
  audience: 'everyone',
  goal: '내 계정으로 안전하게 로그인하고, 비밀번호를 바꾸고, 잠긴 계정을 다시 쓸 수 있게 합니다.',
  steps: [
    {
      id: 'login',
      title: '로그인하기',
      goal: '원에서 받은 아이디로 로그인해 내 역할의 첫 화면에서 시작합니다.',
      screens: [
        {
          image: 'login.webp',
          alt: '로그인 화면: 아이디와 비밀번호 입력란, 로그인 상태 유지 선택, 로그인 버튼',
          actions: [
            { text: '원장님께 받은 아이디를 [아이디]에 입력합니다.', mark: '#login-teacher-id' },
            { text: '비밀번호를 [비밀번호]에 입력합니다.', mark: '#login-passwd' },
            {
              text: '내 휴대폰이나 개인 태블릿이라면 [로그인 상태 유지]를 선택합니다. 다음에 열 때 다시 로그인하지 않아도 됩니다. 여러 사람이 함께 쓰는 기기에서는 선택하지 마세요.',
              mark: 'text=로그인 상태 유지',
            },
            {
              text: '[로그인]을 누릅니다. 원장님과 매니저는 반 목록에서, 선생님은 우리 반 대시보드에서 시작합니다. 담당 반이 없는 선생님은 내 정보 화면이 열립니다.',
              mark: 'role=button[name="로그인"]',
            },
          ],
        },
      ],
      faq: [
        {
          question: '아이디와 비밀번호를 맞게 넣었는데 로그인이 안 돼요.',
          answer: '대소문자와 한/영 전환을 확인해 보세요. 그래도 안 되면 원장님께 임시 비밀번호 발급을 요청하세요.',
          error: '아이디 또는 비밀번호가 올바르지 않습니다.',
        },
        {
          question: '"로그인 시도가 너무 많습니다"라고 나와요.',
          answer:
            '비밀번호를 여러 번 틀려 이 기기에서의 로그인이 잠시 멈췄습니다. 안내된 시간이 지나면 다시 시도할 수 있습니다. 급하면 원장님께 임시 비밀번호를 받으세요. 임시 비밀번호를 받으면 잠금이 바로 풀립니다.',
          error: '로그인 시도가 너무 많습니다.',
        },
        {
          question: '"사용이 중지된 계정입니다"라고 나와요.',
          answer: '원장님이 계정 사용을 중지한 상태입니다. 원장님께 교사 관리에서 계정을 다시 사용하도록 바꿔 달라고 요청하세요.',
          error: '사용이 중지된 계정입니다. 관리자에게 문의해 주세요.',
        },
      ],
    },
  ],
};
