import type { Guide } from '../guide-types';

export const newYearGuide: Guide = {
  id: 'new-year',
  title: '새 학년도 준비',
  audience: 'admin',
  goal: '',
  steps: [],
};
