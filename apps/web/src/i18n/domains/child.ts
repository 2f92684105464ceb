/** Korean strings of the child screens (part of ko.ts). */
export const childKo = {} as const;
