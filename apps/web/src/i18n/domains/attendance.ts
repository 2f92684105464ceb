/** Korean strings of the attendance screens (part of ko.ts). */
export const attendanceKo = {} as const;
