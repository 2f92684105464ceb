/** Korean strings of the parent screens (part of ko.ts). */
export const parentKo = {} as const;
