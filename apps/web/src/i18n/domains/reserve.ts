/** Korean strings of the reserve screens (part of ko.ts). */
export const reserveKo = {} as const;
