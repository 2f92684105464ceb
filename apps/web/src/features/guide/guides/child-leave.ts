import type { Guide } from '../guide-types';

export const childLeaveGuide: Guide = {
  id: 'child-leave',
  title: '원아 퇴소·졸업과 기록 보존',
  audience: 'admin',
  goal: '',
  steps: [],
};
