import type { Guide } from '../guide-types';

export const reserveGuide: Guide = {
  id: 'reserve',
  title: '상담 예약',
  audience: 'admin',
  goal: '',
  steps: [],
};
