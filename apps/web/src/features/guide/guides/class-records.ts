import type { Guide } from '../guide-types';

export const classRecordsGuide: Guide = {
  id: 'class-records',
  title: '주간 계획안과 반 일지',
  audience: 'teacher',
  goal: '',
  steps: [],
};
