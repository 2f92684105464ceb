import type { Guide } from '../guide-types';

export const menuGuide: Guide = {
  id: 'menu',
  title: '식단표와 알레르기 확인',
  audience: 'everyone',
  goal: '',
  steps: [],
};
