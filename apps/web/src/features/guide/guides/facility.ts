import type { Guide } from '../guide-types';

export const facilityGuide: Guide = {
  id: 'facility',
  title: '시설 사진',
  audience: 'admin',
  goal: '',
  steps: [],
};
