/** A "contains" pattern for LIKE/ILIKE: `%`, `_` and `\` typed by people are literal characters. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
