import { describe, expect, it } from 'vitest';
import type { Guide } from './guide-types';
import { searchGuide } from './guide-search';

const screen = (text: string) => ({ image: 'x.webp', alt: 'x', actions: [{ text }] });
const guides: Guide[] = [
  {
    id: 'account',
    title: '계정과 로그인',
    audience: 'everyone',
    goal: '',
    steps: [
      { id: 'login', title: '로그인하기', goal: '로그인합니다.', screens: [screen('[로그인 상태 유지]를 선택합니다.')], faq: [] },
      {
        id: 'password-change',
        title: '비밀번호 바꾸기',
        goal: '새 비밀번호로 바꿉니다. 임시 비밀번호로 로그인한 뒤에도 바꿉니다.',
        screens: [screen('[내 정보]에서 바꿉니다.')],
        faq: [{ question: '바뀌지 않아요', answer: '다시 입력하세요.', error: '현재 비밀번호가 올바르지 않습니다.' }],
      },
    ],
  },
  {
    id: 'teacher-day',
    title: '교사의 하루',
    audience: 'teacher',
    goal: '',
    steps: [{ id: 'alim-note', title: '알림장 보내기', goal: '여러 원아에게 한 번에 씁니다.', screens: [screen('비밀번호는 필요 없습니다.')], faq: [] }],
  },
];

describe('searchGuide', () => {
  it('finds steps by any of their text, ignoring spaces, the ones with the word in the title first', () => {
    expect(searchGuide('비밀번호', guides).map((hit) => hit.step.id)).toEqual(['password-change', 'alim-note']);
    expect(searchGuide('로그인상태', guides).map((hit) => hit.step.id)).toEqual(['login']);
    expect(searchGuide('현재 비밀번호', guides)[0]).toMatchObject({ step: { id: 'password-change' }, snippet: '현재 비밀번호가 올바르지 않습니다.' });
  });

  it('ranks the title holding the whole query above one holding a word of it', () => {
    const both = [...guides, { ...guides[0]!, id: 'more', steps: [{ ...guides[0]!.steps[1]!, id: 'temp-password', title: '임시 비밀번호', faq: [] }] }];
    expect(searchGuide('임시 비밀번호', both).map((hit) => hit.step.id)).toEqual(['temp-password', 'password-change', 'alim-note']);
  });

  it('ranks by the words a step holds instead of needing every one', () => {
    expect(searchGuide('알림장 원아', guides).map((hit) => hit.step.id)).toEqual(['alim-note']);
    // '사진' is nowhere: the step holding '알림장' still answers
    expect(searchGuide('알림장 사진', guides).map((hit) => hit.step.id)).toEqual(['alim-note']);
    expect(searchGuide('교사의 하루', guides).map((hit) => hit.step.id)).toEqual(['alim-note']);
    expect(searchGuide('   ', guides)).toEqual([]);
    expect(searchGuide('어떻게 하나요?', guides)).toEqual([]);
  });

  it('tolerates particles and verb endings in a natural question', () => {
    const forgot = [
      ...guides,
      {
        ...guides[0]!,
        id: 'forgot',
        steps: [{ id: 'password-forgot', title: '비밀번호를 잊었을 때', goal: '원에 새 비밀번호를 요청합니다.', screens: [screen('[비밀번호를 잊으셨나요?]를 누릅니다.')], faq: [] }],
      },
    ];
    expect(searchGuide('비밀번호를 잊었어요', forgot)[0]).toMatchObject({ step: { id: 'password-forgot' } });
    expect(searchGuide('비밀번호를 바꾸려면 어떻게 하나요?', forgot)[0]).toMatchObject({ step: { id: 'password-change' } });
    expect(searchGuide('로그인이 안 돼요', forgot)[0]).toMatchObject({ step: { id: 'login' } });
    // a word run together still finds the text that spaces it
    expect(searchGuide('여러원아에게', guides).map((hit) => hit.step.id)).toEqual(['alim-note']);
  });
});

describe('searchGuide on the real guides', () => {
  it.each([
    ['비밀번호를 잊었어요', 'password-forgot'],
    ['출석은 어디서 체크하나요', 'attendance'],
    ['알림장을 보내려면', 'alim-note'],
    ['투약의뢰서를 확인하고 싶어요', 'medicine'],
  ])('answers "%s" with the step %s first', (query, id) => {
    expect(searchGuide(query)[0]?.step.id).toBe(id);
  });
});
