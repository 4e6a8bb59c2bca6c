/** Identifiers quoted: at most this many kept. */
const MAX_QUOTED = 10_000;

/**
 * A function quoting identifiers between `mark`s (a mark inside doubled), each computed once: the
 * statements quote every table and column they name, many times a request, and identifiers come from
 * the record types' definitions, a small set (docs/benchmarks.md, "The view and the page against the
 * hand-written ones, layer by layer").
 */
export function createQuoter(mark: '"' | '`'): (identifier: string) => string {
  const quoted = new Map<string, string>();
  return (identifier) => {
    let text = quoted.get(identifier);
    if (text === undefined) {
      text = `${mark}${identifier.replaceAll(mark, mark + mark)}${mark}`;
      if (quoted.size < MAX_QUOTED) quoted.set(identifier, text);
    }
    return text;
  };
}
