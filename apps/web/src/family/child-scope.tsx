import { useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { Result } from 'antd';
import { familyKo } from '@/i18n/domains/family';
import { useFamilyStore } from './family-store';

/** The child a per-child page's URL names (`:childCode`), when it is this parent's; else null. */
export function useChildCode(): number {
  const { childCode } = useParams();
  return Number(childCode);
}

/**
 * /parent/c/:childCode/…: the URL's child becomes the selected one (a shared link or the back button may name
 * another); a child who is not this parent's shows the server's own answer for that case, without a call.
 */
export default function ChildScope() {
  const childCode = useChildCode();
  const isOwn = useFamilyStore((s) => s.me?.children.some((c) => c.childCode === childCode) ?? false);
  const selected = useFamilyStore((s) => s.childCode);
  useEffect(() => {
    if (isOwn && selected !== childCode) useFamilyStore.getState().selectChild(childCode);
  }, [isOwn, selected, childCode]);
  if (!isOwn) return <Result status="404" title={familyKo.childNotFound} />;
  return <Outlet />;
}
