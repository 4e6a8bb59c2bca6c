import {
  FILTER_LIMITS,
  messagesFor,
  parseListFilter,
  RecordError,
  where,
  type Filter,
} from '@recordgate/core';
import type { ListQueryContext } from './types.js';

const FILTER_KEY = /^filter((?:\[[^[\]]*\])*)$/;

/**
 * The `filter` of a list request (docs/lists.md, "Filtering"): the bracketed parameters
 * (`filter[or][0][title][like]=x`) or the JSON object of `filter`, checked against the type by
 * core's `parseListFilter`; `where.all` without one. Anything malformed is a 422 for `filter`.
 */
export function parseFilter(search: URLSearchParams, args: ListQueryContext): Filter {
  const messages = messagesFor(args.language);
  const invalid = (message: string): never => {
    throw new RecordError('invalid', 'The filter is invalid.', {
      fields: [{ field: 'filter', message }],
    });
  };
  let input: unknown;
  let parameters = 0;
  for (const [key, value] of search) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    if (++parameters > FILTER_LIMITS.conditions * 2)
      invalid(messages.filterTooComplex(FILTER_LIMITS.conditions));
    const path = [...match[1]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
    if (path.length === 0) {
      // `filter={"title":{"like":"x"}}`: the JSON form of the same structure.
      if (input !== undefined) invalid(messages.filterInvalid('"filter" is given more than once.'));
      try {
        input = JSON.parse(value) as unknown;
      } catch {
        invalid(
          messages.filterInvalid(
            'give filter[field][operator]=value parameters or a JSON object such as filter={"title":{"like":"report"}}.',
          ),
        );
      }
      continue;
    }
    input ??= Object.create(null) as Record<string, unknown>;
    if (typeof input !== 'object' || input === null)
      invalid(messages.filterInvalid('"filter" is given both as JSON and as parameters.'));
    setPath(input as Record<string, unknown>, path, value, key, invalid, messages);
  }
  if (input === undefined) return where.all;
  return parseListFilter({
    type: args.type,
    filter: input,
    language: args.language,
    timeZone: args.timeZone,
  });
}

// `filter[or][0][title][like]=x` → {or: {0: {title: {like: 'x'}}}}; `[]` appends (the next index).
function setPath(
  root: Record<string, unknown>,
  path: readonly string[],
  value: string,
  key: string,
  invalid: (message: string) => never,
  messages: ReturnType<typeof messagesFor>,
): void {
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] === '' ? String(Object.keys(node).length) : path[i]!;
    const last = i === path.length - 1;
    const existing = node[segment];
    if (last) {
      if (existing !== undefined)
        invalid(
          messages.filterInvalid(
            `"${key}" is given more than once or conflicts with another parameter.`,
          ),
        );
      node[segment] = value;
      return;
    }
    if (existing === undefined) {
      const child = Object.create(null) as Record<string, unknown>;
      node[segment] = child;
      node = child;
    } else if (typeof existing === 'object' && existing !== null) {
      node = existing as Record<string, unknown>;
    } else {
      invalid(
        messages.filterInvalid(`"${key}" conflicts with a parameter that gives a plain value.`),
      );
    }
  }
}
