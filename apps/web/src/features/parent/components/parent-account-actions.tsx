import { useState } from 'react';
import { Button } from 'antd';
import { KeyOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import type { ParentDetail } from '@kg/contract';
import { parentKo } from '@/i18n/domains/parent';
import { fieldErrorOf, showApiError } from '@/lib/show-api-error';
import { useUiStore } from '@/stores/ui';
import { useForceParentPassword } from '../api/force-parent-password';
import { useResetParentFailed } from '../api/reset-parent-failed';
import { useSetParentBlock } from '../api/set-parent-block';
import { useSetParentStop } from '../api/set-parent-stop';
import { ForcePasswordModal } from './force-password-modal';

const t = parentKo;

/** 계정 관리: stop/resume, block/unblock, lift the login lock, set a password — each after the confirm dialog. */
export function ParentAccountActions({ parent }: { parent: ParentDetail }) {
  const openConfirm = useUiStore((s) => s.openConfirm);
  const showAlert = useUiStore((s) => s.showAlert);
  const stop = useSetParentStop();
  const block = useSetParentBlock();
  const reset = useResetParentFailed();
  const force = useForceParentPassword();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordError, setPasswordError] = useState<string>();
  const { pno, name, status } = parent;
  const isBlocked = status === 'blocked';
  const isStopped = status === 'stopped';

  const confirmThen = (message: string, run: () => void) => openConfirm(message, run);
  const done = (message: string) => ({ onSuccess: () => showAlert(message, 'success') });

  const handleStop = () =>
    isStopped
      ? confirmThen(t.confirmResume(name), () => stop.mutate({ pno, stopped: false }, done(t.resumed)))
      : confirmThen(t.confirmStop(name), () => stop.mutate({ pno, stopped: true }, done(t.stopped)));
  const handleBlock = () =>
    isBlocked
      ? confirmThen(t.confirmUnblock(name), () => block.mutate({ pno, blocked: false }, done(t.unblocked)))
      : confirmThen(t.confirmBlock(name), () => block.mutate({ pno, blocked: true }, done(t.blocked)));
  const handleReset = () => confirmThen(t.confirmResetFailed(name, parent.failedCount), () => reset.mutate({ pno }, done(t.failedReset)));

  const openPassword = () => {
    setPasswordError(undefined);
    setPasswordOpen(true);
  };
  const handlePassword = (newPassword: string) =>
    confirmThen(t.confirmForcePassword(name), () => {
      setPasswordError(undefined);
      force.mutate(
        { pno, newPassword },
        {
          onSuccess: () => {
            setPasswordOpen(false);
            showAlert(t.passwordForced, 'success');
          },
          onError: (error) => {
            const message = fieldErrorOf(error, 'newPassword');
            if (message) setPasswordError(message);
            else showApiError(error);
          },
        },
      );
    });

  return (
    <section className="record-section" aria-labelledby="parent-account">
      <h3 id="parent-account" className="record-section-title">
        {t.account}
      </h3>
      <p className="record-hint">{t.accountHint}</p>
      <div className="record-actions">
        <Button size="large" icon={<StopOutlined aria-hidden />} disabled={isBlocked} loading={stop.isPending} onClick={handleStop}>
          {isStopped ? t.resume : t.stop}
        </Button>
        <Button size="large" danger={!isBlocked} loading={block.isPending} onClick={handleBlock}>
          {isBlocked ? t.unblock : t.block}
        </Button>
        <Button
          size="large"
          icon={<UnlockOutlined aria-hidden />}
          disabled={parent.failedCount === 0 && !parent.isLocked}
          loading={reset.isPending}
          onClick={handleReset}
        >
          {t.resetFailed}
        </Button>
        <Button size="large" icon={<KeyOutlined aria-hidden />} onClick={openPassword}>
          {t.forcePassword}
        </Button>
      </div>
      <ForcePasswordModal
        open={passwordOpen}
        loginId={parent.loginId}
        saving={force.isPending}
        serverError={passwordError}
        onSave={handlePassword}
        onClose={() => setPasswordOpen(false)}
      />
    </section>
  );
}
