import { useEffect } from 'react';
import { familyKo } from '@/i18n/domains/family';

/** Names the browser tab (and the installed app's task switcher entry) after the page: '알림장 | 우리 아이 알림장'. */
export function useFamilyTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${familyKo.appName}` : familyKo.appName;
  }, [title]);
}
