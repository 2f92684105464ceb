import { toApiError } from '@/api/api-error';
import { dashboardKo } from '@/i18n/domains/dashboard';

/**
 * docs/product/dashboard.md#messages: no class (a missing class or no class chosen) → '반 정보가 없습니다.';
 * no answer at all → '대시보드 로딩 실패'; any other failed answer → '대시보드 데이터를 불러올 수 없습니다.'.
 */
export function dashboardErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === 404) return dashboardKo.noClass;
  if (apiError.status === 0) return dashboardKo.networkFailed;
  return dashboardKo.loadFailed;
}
