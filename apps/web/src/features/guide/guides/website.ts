import type { Guide } from '../guide-types';

export const websiteGuide: Guide = {
  id: 'website',
  title: '공지사항·행사·교육 프로그램',
  audience: 'everyone',
  goal: '',
  steps: [],
};
