import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '@/stores/ui';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  beforeEach(() => useUiStore.getState().cancelConfirm());

  it("'확인' hides the dialog and runs the pending action once", async () => {
    const action = vi.fn();
    render(<ConfirmDialog />);
    act(() => useUiStore.getState().openConfirm('이 공지사항을 삭제할까요?', action));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('확인');
    expect(dialog).toHaveTextContent('이 공지사항을 삭제할까요?');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));

    expect(action).toHaveBeenCalledTimes(1);
    expect(useUiStore.getState().confirm.visible).toBe(false);
    await waitFor(() => expect(screen.queryByText('이 공지사항을 삭제할까요?')).not.toBeInTheDocument());
  });

  it("'취소' only hides the dialog", async () => {
    const action = vi.fn();
    render(<ConfirmDialog />);
    act(() => useUiStore.getState().openConfirm('저장하지 않고 나갈까요?', action));

    await userEvent.click(await screen.findByRole('button', { name: '취소' }));

    expect(action).not.toHaveBeenCalled();
    expect(useUiStore.getState().confirm).toMatchObject({ visible: false, pendingAction: null });
  });
});
