/** Where the 주간 식단표 screens live (docs/product/menu.md#screens). */
export const MENU_LIST_PATH = '/admin/menu/weekly';
export const menuPath = (menuId: number) => `${MENU_LIST_PATH}/${menuId}`;
export const menuWritePath = (date: string) => `${MENU_LIST_PATH}/new?date=${date}`;
export const CLASS_PARAM = 'classId';
/** The menu number of a `menu/weekly/:id` address, or null for one that names none. */
export const menuIdOf = (param: string | undefined) => (param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null);
