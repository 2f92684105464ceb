import { useEffect } from 'react';
import { ko } from '@/i18n/ko';

/** Names the browser tab after the page: '공지사항 | 어린이집 관리'. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${ko.app.name}` : ko.app.name;
  }, [title]);
}
