import { Steps } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import { familyKo } from '@/i18n/domains/family';
import { showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';

/** '2026-11-20 09:12 · 김선생 선생님': when, and which teacher if known. */
export const atByTeacher = (at: string, name: string | null) => [at, name ? familyKo.alim.teacher(name) : null].filter(Boolean).join(' · ');

/** A request's 요청 → 확인 → 완료 as vertical steps; `reached` is the last step done, the third finishes it. */
export function RequestTimeline({ reached, steps }: { reached: 0 | 1 | 2; steps: [{ title: string; content: string }, { title: string; content: string }, { title: string; content: string }] }) {
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={reached}
      status={reached === 2 ? 'finish' : 'process'}
      className="family-timeline"
      items={steps}
    />
  );
}

/** The words of a request's cancel button and its confirm dialog. */
type CancelTexts = { confirmCancel: string; cancelTitle: string; cancel: string };

/** Asks before cancelling a request (뒤로 keeps it); once cancelled, `doneMessage`, or the server's refusal. */
export function confirmRequestCancel<V>(cancel: UseMutationResult<unknown, Error, V>, variables: V, texts: CancelTexts, doneMessage: string): void {
  useUiStore.getState().openConfirm(
    texts.confirmCancel,
    () => cancel.mutate(variables, { onSuccess: () => useUiStore.getState().showAlert(doneMessage, 'success'), onError: showApiError }),
    { title: texts.cancelTitle, okText: texts.cancel, cancelText: familyKo.back, danger: true },
  );
}
