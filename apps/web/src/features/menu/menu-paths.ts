/** Where the 주간 식단표 screens live (docs/product/menu.md#screens). */
export const MENU_LIST_PATH = '/admin/menu/weekly';
export const menuPath = (menuId: number) => `${MENU_LIST_PATH}/${menuId}`;
export const menuWritePath = (date: string) => `${MENU_LIST_PATH}/new?date=${date}`;
export const CLASS_PARAM = 'classId';
