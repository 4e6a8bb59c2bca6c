import type { Context } from 'koa';

/** A query parameter given as a list or an object (`id[]=3`, `attribute[x]=y`). */
export const NESTED = Symbol('nested');
/** A query parameter given more than once. */
export const REPEATED = Symbol('repeated');

/**
 * The one value of the query parameter `name`: {@link NESTED} when the query string names it with
 * brackets (whatever else it holds), else {@link REPEATED} when it is given more than once, else its
 * value (`''` for a name without `=`) or undefined. What Koa's `ctx.query` gives, read without it
 * when the query string holds nothing to decode (no `%`, no `+`): then each `&`-separated pair is its
 * name up to the first `=`, empty pairs skipped, without building an object of every name
 * (docs/benchmarks.md, "The view's work per request, cheaper" and "The view's work per request,
 * without the per-request layers"). Anything encoded goes through Koa.
 */
export function queryValueOf(
  ctx: Pick<Context, 'querystring' | 'query'>,
  name: string,
): string | undefined | typeof NESTED | typeof REPEATED {
  const text = ctx.querystring;
  if (text.includes('%') || text.includes('+')) return fromParsed(ctx.query, name);
  let value: string | undefined;
  let repeated = false;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('&', start);
    if (end === -1) end = text.length;
    let nameEnd = text.indexOf('=', start);
    if (nameEnd === -1 || nameEnd > end) nameEnd = end;
    if (end > start && text.startsWith(name, start)) {
      const after = start + name.length;
      if (after === nameEnd) {
        if (value !== undefined) repeated = true;
        value = nameEnd === end ? '' : text.slice(nameEnd + 1, end);
      } else if (after < nameEnd && text.charCodeAt(after) === BRACKET) {
        return NESTED;
      }
    }
    start = end + 1;
  }
  return repeated ? REPEATED : value;
}

/** `[` */
const BRACKET = 0x5b;

function fromParsed(
  query: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | undefined | typeof NESTED | typeof REPEATED {
  if (Object.keys(query).some((key) => key.startsWith(`${name}[`))) return NESTED;
  const value = query[name];
  return Array.isArray(value) ? REPEATED : value;
}
