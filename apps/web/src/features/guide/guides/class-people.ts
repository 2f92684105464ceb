import type { Guide } from '../guide-types';

export const classPeopleGuide: Guide = {
  id: 'class-people',
  title: '우리 반 원아와 학부모',
  audience: 'teacher',
  goal: '',
  steps: [],
};
