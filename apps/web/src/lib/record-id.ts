/** The record number an address names (`/class/:id`, `?classId=`), or null when it names none: 1 to 9 digits, not 0. */
export function recordIdOf(param: string | null | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
