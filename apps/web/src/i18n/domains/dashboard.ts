/** Korean strings of the dashboard screens (part of ko.ts). */
export const dashboardKo = {} as const;
