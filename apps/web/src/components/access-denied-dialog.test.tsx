import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_DENIED_BODY_CLASS } from '@kg/contract';
import { setNavigator } from '@/lib/navigator';
import { useUiStore } from '@/stores/ui';
import { AccessDeniedDialog } from './access-denied-dialog';

describe('AccessDeniedDialog', () => {
  const navigate = vi.fn();

  beforeEach(() => {
    navigate.mockReset();
    setNavigator({ navigate, currentPath: () => '/admin/story/alimNote' });
    useUiStore.setState({ accessDenied: { visible: false, message: '' } });
    document.body.classList.remove(ACCESS_DENIED_BODY_CLASS);
  });
  afterEach(() => setNavigator(null));

  it('opens once with the default message and marks the body while visible', async () => {
    render(<AccessDeniedDialog />);
    act(() => useUiStore.getState().openAccessDenied());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('알림');
    expect(dialog).toHaveTextContent('접근 권한이 없습니다.');
    expect(document.body).toHaveClass(ACCESS_DENIED_BODY_CLASS);

    act(() => useUiStore.getState().openAccessDenied('다른 반의 알림장은 볼 수 없습니다.'));
    expect(screen.getByRole('dialog')).toHaveTextContent('접근 권한이 없습니다.');
    expect(screen.queryByText('다른 반의 알림장은 볼 수 없습니다.')).not.toBeInTheDocument();
  });

  it("'닫기' hides it, removes the marker and goes back in history", async () => {
    window.history.pushState({}, '', '/admin/story/alimNote');
    render(<AccessDeniedDialog />);
    act(() => useUiStore.getState().openAccessDenied('업로드 권한이 없습니다.'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('업로드 권한이 없습니다.');

    await userEvent.click(screen.getByRole('button', { name: '닫기' }));

    expect(useUiStore.getState().accessDenied.visible).toBe(false);
    expect(document.body).not.toHaveClass(ACCESS_DENIED_BODY_CLASS);
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('goes to login when there is no history to go back to', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    act(() => useUiStore.getState().openAccessDenied());
    act(() => useUiStore.getState().closeAccessDenied());
    expect(navigate).toHaveBeenCalledWith('/admin/login');
    vi.restoreAllMocks();
  });
});
