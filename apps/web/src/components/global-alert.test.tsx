import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/stores/ui';
import { GlobalAlert } from './global-alert';

describe('GlobalAlert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useUiStore.getState().hideAlert();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the message as an alert and removes it after exactly 2000 ms', () => {
    render(<GlobalAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => useUiStore.getState().showAlert('출석을 저장했습니다.', 'success'));
    expect(screen.getByRole('alert')).toHaveTextContent('출석을 저장했습니다.');
    expect(screen.getByRole('alert').className).toContain('success');

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
