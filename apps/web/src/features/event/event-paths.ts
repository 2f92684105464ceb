/** Where the 행사 pages live (routes in app/router.tsx). */
export const EVENT_LIST_PATH = '/admin/event';
export const EVENT_CREATE_PATH = `${EVENT_LIST_PATH}/new`;
export const eventPath = (eventId: number) => `${EVENT_LIST_PATH}/${eventId}`;
export const eventEditPath = (eventId: number) => `${EVENT_LIST_PATH}/${eventId}/edit`;
