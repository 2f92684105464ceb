/** Korean strings of the alim-note screens (part of ko.ts). */
export const alimNoteKo = {} as const;
