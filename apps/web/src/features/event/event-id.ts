/** The event id of a route parameter, or null when it is not one. */
export function eventIdOf(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
