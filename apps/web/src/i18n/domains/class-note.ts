/** Korean strings of the class-note screens (part of ko.ts). */
export const classNoteKo = {} as const;
