import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS } from '@kg/contract';
import { useUiStore } from './ui';

describe('alert state', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUiStore.getState().hideAlert();
  });
  afterEach(() => vi.useRealTimers());

  it('hides itself exactly ALERT_DURATION_MS after showing', () => {
    expect(ALERT_DURATION_MS).toBe(2000);
    useUiStore.getState().showAlert('저장했습니다.', 'success');
    expect(useUiStore.getState().alert).toEqual({ visible: true, type: 'success', message: '저장했습니다.' });
    vi.advanceTimersByTime(1999);
    expect(useUiStore.getState().alert.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useUiStore.getState().alert.visible).toBe(false);
  });

  it('a new alert restarts the timer', () => {
    useUiStore.getState().showAlert('첫 번째');
    vi.advanceTimersByTime(1500);
    useUiStore.getState().showAlert('두 번째', 'warning');
    vi.advanceTimersByTime(1999);
    expect(useUiStore.getState().alert).toMatchObject({ visible: true, message: '두 번째', type: 'warning' });
    vi.advanceTimersByTime(1);
    expect(useUiStore.getState().alert.visible).toBe(false);
  });
});
