/** Where the notice pages live (app/router.tsx). */
export const NOTICE_LIST_PATH = '/admin/notice';
export const NOTICE_NEW_PATH = `${NOTICE_LIST_PATH}/new`;
export const noticePath = (noticeId: number) => `${NOTICE_LIST_PATH}/${noticeId}`;
export const noticeEditPath = (noticeId: number) => `${NOTICE_LIST_PATH}/${noticeId}/edit`;

/** A notice id from the route, or null for anything that is not one (the page then shows 'not found'). */
export const noticeIdOf = (param: string | undefined): number | null =>
  param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null;
