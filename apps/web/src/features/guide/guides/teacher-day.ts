import type { Guide } from '../guide-types';

export const teacherDayGuide: Guide = {
  id: 'teacher-day',
  title: '교사의 하루',
  audience: 'teacher',
  goal: '',
  steps: [],
};
