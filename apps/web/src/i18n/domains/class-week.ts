/** Korean strings of the class-week screens (part of ko.ts). */
export const classWeekKo = {} as const;
