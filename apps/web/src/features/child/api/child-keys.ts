/** Query keys of 원아: every list under lists(), every record under details(). */
export const childKeys = {
  all: ['child'] as const,
  lists: () => [...childKeys.all, 'list'] as const,
  search: () => [...childKeys.lists(), 'search'] as const,
  classList: (classId: number) => [...childKeys.lists(), 'class', classId] as const,
  unassigned: () => [...childKeys.lists(), 'unassigned'] as const,
  toBeDeleted: () => [...childKeys.lists(), 'tobe-delete'] as const,
  classOptions: () => [...childKeys.all, 'class-options'] as const,
  details: () => [...childKeys.all, 'detail'] as const,
  detail: (childCode: number) => [...childKeys.details(), childCode] as const,
};
