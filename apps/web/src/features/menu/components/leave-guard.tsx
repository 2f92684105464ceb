import { useCallback, useEffect, useRef } from 'react';
import { Modal } from 'antd';
import { useBlocker, type BlockerFunction } from 'react-router';
import { menuKo } from '@/i18n/domains/menu';

const t = menuKo;

/**
 * Asks before an unsaved form is left (docs/product/menu.md#screens): a navigation inside the app gets a dialog, closing
 * or reloading the tab the browser's own question. `dirty` is a ref so a save can clear it and navigate at once.
 */
export function useLeaveGuard() {
  const dirty = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return { dirty, blocker };
}

/** The dialog of a blocked navigation: 계속 작성 stays, 떠나기 goes on. */
export function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useLeaveGuard>['blocker'] }) {
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t.leave}
      okText={t.leave}
      okButtonProps={{ danger: true }}
      cancelText={t.stay}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t.leaveConfirm}
    </Modal>
  );
}
