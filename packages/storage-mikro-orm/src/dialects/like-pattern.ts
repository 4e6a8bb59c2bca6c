/** The parameter of a `like` match: lower-cased, `%`, `_` and `\` escaped, wrapped in `%…%`. */
export function likePattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
