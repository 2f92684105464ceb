/** Korean strings of the class screens (part of ko.ts). */
export const classKo = {} as const;
