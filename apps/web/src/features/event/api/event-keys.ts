/** Query keys of 행사: list pages under lists(), months under calendars(), one event under detail(id). */
export const eventKeys = {
  all: ['event'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  calendars: () => [...eventKeys.all, 'calendar'] as const,
  calendar: (month: string, classId: number | undefined) => [...eventKeys.calendars(), month, classId ?? 'all'] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (eventId: number) => [...eventKeys.details(), eventId] as const,
};
