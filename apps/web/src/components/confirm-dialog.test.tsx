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

  it('names the question and the buttons when the caller gives labels, and the next plain confirm is back to 확인/취소', async () => {
    const action = vi.fn();
    render(<ConfirmDialog />);
    act(() =>
      useUiStore.getState().openConfirm('김하늘 님의 11월 25일 10:00 입소 상담 예약을 취소합니다.', action, {
        title: '예약을 취소할까요?',
        okText: '예약 취소',
        cancelText: '돌아가기',
        danger: true,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('예약을 취소할까요?');
    expect(screen.queryByRole('button', { name: '확인' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '취소' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '돌아가기' }));
    expect(action).not.toHaveBeenCalled();

    act(() => useUiStore.getState().openConfirm('김하늘 님의 예약을 취소합니다.', action, { title: '예약을 취소할까요?', okText: '예약 취소', cancelText: '돌아가기' }));
    await userEvent.click(await screen.findByRole('button', { name: '예약 취소' }));
    expect(action).toHaveBeenCalledTimes(1);

    act(() => useUiStore.getState().openConfirm('이 공지사항을 삭제할까요?', action));
    await screen.findByText('이 공지사항을 삭제할까요?');
    expect(await screen.findByRole('button', { name: '확인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
  });
});
