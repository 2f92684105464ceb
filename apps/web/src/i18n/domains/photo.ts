/** Korean strings of the photo screens (part of ko.ts). */
export const photoKo = {} as const;
