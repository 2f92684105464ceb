import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useHref, useLinkClickHandler, useLocation, useNavigate } from 'react-router';
import { useListReturnPath } from '@/components/list-page/list-link';
import type { PostEditState } from './components/post-detail';

/**
 * How the post pages hand the list's URL along (list → 등록 or detail → 수정 → detail), so every '목록' and the page
 * after a delete go back to the list as it was searched.
 */

/** '등록' beside a list's title: a real link to the write page that remembers the list's URL. */
export function PostWriteButton({ to, label }: { to: string; label: string }) {
  const location = useLocation();
  const state = { from: location.pathname + location.search };
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    >
      {label}
    </Button>
  );
}

/** The write page: after the save, the new post (replacing the write page); '취소' back to the list. */
export function usePostCreateExit(listPath: string) {
  const navigate = useNavigate();
  const backTo = useListReturnPath(listPath);
  return {
    toPost: (detailPath: string) => navigate(detailPath, { replace: true, state: { from: backTo } }),
    cancel: () => navigate(backTo),
  };
}

/** The edit page: saved or cancelled, back to the post (the detail it was opened from, or the post's page). */
export function usePostEditExit(detailPath: string, listPath: string) {
  const navigate = useNavigate();
  const state = useLocation().state as PostEditState;
  const backTo = useListReturnPath(listPath);
  return () => (state?.fromDetail ? navigate(-1) : navigate(detailPath, { replace: true, state: { from: backTo } }));
}
