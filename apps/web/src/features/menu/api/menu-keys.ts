
/** Query keys of 주간 식단표; every mutation invalidates through `all` (a save changes weeks, lists and checks). */
export const menuKeys = {
  all: ['menu'] as const,
  byDate: (monday: string) => [...menuKeys.all, 'week', monday] as const,
  detail: (menuId: number) => [...menuKeys.all, 'detail', menuId] as const,
  form: (monday: string) => [...menuKeys.all, 'form', monday] as const,
  lists: () => [...menuKeys.all, 'list'] as const,
  dishes: (keyword: string) => [...menuKeys.all, 'dishes', keyword] as const,
  allergy: (classId: number, startDate: string, endDate: string) => [...menuKeys.all, 'allergy', classId, startDate, endDate] as const,
  classes: () => [...menuKeys.all, 'classes'] as const,
};
