export const DEFAULT_CLASS_COLOR = '#e2e8f0';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const REMEMBER_ME_KEY = 'remember_me';
export const REMEMBER_ME_VALUE = '1';
export const ALERT_DURATION_MS = 2000;
export const CONFIRM_DIALOG_WIDTH = 400;
export const ACCESS_DENIED_MAX_WIDTH = 420;
export const ACCESS_DENIED_DEFAULT_MESSAGE = '접근 권한이 없습니다.';
export const LOGIN_FAILED_DEFAULT_MESSAGE = '로그인 실패';
export const UPLOAD_FAILED_DEFAULT_MESSAGE = '파일 업로드에 실패했습니다.';
/** Dashboard errors the web shows (docs/product/dashboard.md#messages): no class or 404, a failed answer, offline. */
export const DASHBOARD_NO_CLASS_MESSAGE = '반 정보가 없습니다.';
export const DASHBOARD_LOAD_FAILED_MESSAGE = '대시보드 데이터를 불러올 수 없습니다.';
export const DASHBOARD_NETWORK_FAILED_MESSAGE = '대시보드 로딩 실패';
export const ACCESS_DENIED_BODY_CLASS = 'access-denied-open';
export const DEFAULT_TIME_ZONE = 'Asia/Seoul';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The parent app's CSRF cookie: bound to the family session, apart from the staff one (a browser may hold both). */
export const FAMILY_XSRF_COOKIE = 'FXSRF-TOKEN';
/** Every parent-app call lives under this prefix; its cookies are scoped to it. */
export const FAMILY_API_BASE = '/api/v2/family';
/** The staff app's login page, the parent app's home and login page (apps/web keeps its own copies for now). */
export const STAFF_LOGIN_PATH = '/admin/login';
export const FAMILY_HOME_PATH = '/parent';
export const FAMILY_LOGIN_PATH = '/parent/login';
export const API_BASE = '/api/v2';
export const FILE_API_BASE = '/api/file';

export const roles = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_TEACHER'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = { ROLE_ADMIN: '원장(관리자)', ROLE_MANAGER: '매니저', ROLE_TEACHER: '교사' };
export function isStaffAdmin(role: string | null | undefined): boolean {
  return role === 'ROLE_ADMIN' || role === 'ROLE_MANAGER';
}

/** Role sets used by endpoint access declarations. */
export const ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_MANAGER'] as const satisfies readonly Role[];
export const ALL_ROLES = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_TEACHER'] as const satisfies readonly Role[];
/**
 * Records past the retention period (children, parents): admins and managers see the lists, only the director
 * destroys them for good.
 */
export const RETENTION_VIEW_ROLES = ADMIN_ROLES;
export const RETENTION_DESTROY_ROLES = ['ROLE_ADMIN'] as const satisfies readonly Role[];
