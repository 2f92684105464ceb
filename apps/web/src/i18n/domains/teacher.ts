/** Korean strings of the teacher screens (part of ko.ts). */
export const teacherKo = {} as const;
