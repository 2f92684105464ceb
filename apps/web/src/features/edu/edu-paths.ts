/** Where the 교육 프로그램 pages live (app/router.tsx). */
export const EDU_LIST_PATH = '/admin/edu';
export const EDU_NEW_PATH = `${EDU_LIST_PATH}/new`;
export const eduPath = (eduId: number) => `${EDU_LIST_PATH}/${eduId}`;
export const eduEditPath = (eduId: number) => `${EDU_LIST_PATH}/${eduId}/edit`;

/** A programme id from the route, or null for anything that is not one (the page then shows 'not found'). */
export const eduIdOf = (param: string | undefined): number | null => (param && /^[1-9]\d{0,8}$/.test(param) ? Number(param) : null);
