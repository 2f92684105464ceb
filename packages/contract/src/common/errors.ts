/** One table of error codes: HTTP status and the Korean message people see. Used by server and web alike. */
export const errorCatalog = {
  VALIDATION: { status: 400, message: '입력값을 확인해 주세요.' },
  BAD_REQUEST: { status: 400, message: '잘못된 요청입니다.' },
  /** a JSON body nested deeper than any call takes (docs/product/errors.md#codes) */
  TOO_DEEP: { status: 400, message: '요청 내용이 너무 깊게 중첩되어 있습니다.' },
  NO_AT: { status: 401, message: '로그인이 필요합니다.' },
  AT_EXPIRED: { status: 401, message: '로그인 시간이 만료되었습니다.' },
  AT_INVALID: { status: 401, message: '인증 정보가 올바르지 않습니다.' },
  NO_REFRESH: { status: 401, message: '로그인 유지 정보가 없습니다. 다시 로그인해 주세요.' },
  INVALID_TOKEN: { status: 401, message: '인증 정보가 올바르지 않습니다. 다시 로그인해 주세요.' },
  UNAUTHORIZED: { status: 401, message: '로그인이 필요합니다.' },
  LOGIN_FAILED: { status: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.' },
  ACCOUNT_DISABLED: { status: 403, message: '사용이 중지된 계정입니다. 관리자에게 문의해 주세요.' },
  CSRF: { status: 403, message: '보안 토큰이 올바르지 않습니다. 페이지를 새로고침해 주세요.' },
  FORBIDDEN: { status: 403, message: '접근 권한이 없습니다.' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: '임시 비밀번호로 로그인했습니다. 새 비밀번호로 바꾼 뒤에 이용할 수 있습니다.' },
  NOT_FOUND: { status: 404, message: '요청한 정보를 찾을 수 없습니다.' },
  CONFLICT: { status: 409, message: '이미 존재하거나 다른 정보와 충돌합니다.' },
  TOO_LARGE: { status: 413, message: '파일이 너무 큽니다.' },
  UNSUPPORTED_TYPE: { status: 415, message: '지원하지 않는 파일 형식입니다.' },
  RATE_LIMITED: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  INTERNAL: { status: 500, message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/**
 * What surrounds the envelope's message on the page a top-level browser navigation gets instead of the JSON (a download
 * or a file opened in a tab that failed; docs/product/errors.md#browser-navigations).
 */
export const errorPageText = {
  requestId: '문의하실 때 이 번호를 알려 주세요:',
  back: '돌아가기',
  loginAgain: '다시 로그인',
} as const;

/**
 * Codes that mean "the access token is missing/expired/invalid" (docs/product/auth.md#refresh-and-401): the client
 * tries one refresh.
 */
export const tokenErrorCodes = ['NO_AT', 'AT_EXPIRED', 'AT_INVALID', 'NO_REFRESH', 'INVALID_TOKEN', 'UNAUTHORIZED'] as const;

/** docs/product/auth.md#refresh-and-401: a code or message containing any of these marks a token error. */
export function isTokenError(codeOrMessage: string | undefined | null): boolean {
  if (!codeOrMessage) return false;
  const text = String(codeOrMessage);
  return ['jwt', 'AT_EXPIRED', 'AT_INVALID', 'NO_REFRESH', 'NO_AT', 'EXPIRED', 'INVALID_TOKEN', 'UNAUTHORIZED'].some((t) =>
    text.includes(t),
  );
}
