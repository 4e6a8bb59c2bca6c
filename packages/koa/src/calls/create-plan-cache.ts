import { RecordError, type RecordService, type RecordType } from '@recordgate/core';
import { MAX_LIST_ENTRIES, parseShape, type ShapePlan } from '@recordgate/shape';
import type { Context } from 'koa';
import {
  DATE_FIELDS,
  DATE_FORMAT,
  EXPAND,
  FIELDS,
  HREF,
  type ShapingHeader,
} from '../parameters/shaping-headers.js';

// In the order of `Vary` and of the checks: a list header past its entries first, then UTF-8.
const SHAPE_HEADERS: readonly ShapingHeader[] = [EXPAND, FIELDS, HREF, DATE_FORMAT, DATE_FIELDS];
/** What a shaped answer varies by (`Vary`): the key, whose access decides what is embedded, and the shaping headers. */
export const SHAPE_VARY = ['Authorization', ...SHAPE_HEADERS.map((h) => h.name)].join(', ');
/** The names as Node's `headers` object holds them (lower case). */
const HEADER_KEYS = SHAPE_HEADERS.map((h) => h.name.toLowerCase());
const MAX_CACHED_PLANS = 1000;

/**
 * The shape plans of a router: `planFor(ctx, type)` parses the request's shaping headers for `type`
 * once per distinct set of values and keeps up to 1000 plans, dropping the oldest. A list header
 * (`expand`, `fields`, `dateFields`) with more than 100 entries is a 400 before it is parsed or cached
 * (docs/reliability.md, "Bounds on input"). Values are read as UTF-8 (docs/shaping.md).
 */
export function createPlanCache(
  records: RecordService,
): (ctx: Context, type: RecordType) => ShapePlan {
  const plans = new Map<string, ShapePlan>();
  return (ctx, type) => {
    const values: (string | undefined)[] = [];
    let key = type.name;
    for (let i = 0; i < SHAPE_HEADERS.length; i++) {
      const header = SHAPE_HEADERS[i]!;
      // The value as sent (undefined when absent); a repeated header is joined with commas.
      const sent = ctx.headers[HEADER_KEYS[i]!];
      const value = Array.isArray(sent) ? sent.join(',') : sent;
      if (value !== undefined && header.list && entriesOver(value, MAX_LIST_ENTRIES)) {
        throw new RecordError(
          'bad_request',
          `The ${header.name} header names more than ${MAX_LIST_ENTRIES} entries. Name each field or reference once.`,
        );
      }
      values.push(value);
      key += `\u0000${value ?? '\u0001'}`;
    }
    return plans.get(key) ?? remember(plans, key, parsePlan(records, type, values));
  };
}

// Whether the comma-separated `value` has more than `max` entries, counted without splitting it.
function entriesOver(value: string, max: number): boolean {
  let commas = 0;
  for (let at = value.indexOf(','); at !== -1; at = value.indexOf(',', at + 1)) {
    if (++commas >= max) return true;
  }
  return false;
}

function parsePlan(
  { types, language }: RecordService,
  type: RecordType,
  values: readonly (string | undefined)[],
): ShapePlan {
  // Read as UTF-8 by the declarations, once per distinct value: the cache key keeps the bytes as
  // Node gave them.
  const [expand, fields, href, dateFormat, dateFields] = values.map((value, i) =>
    SHAPE_HEADERS[i]!.parse(value),
  );
  return parseShape({
    type,
    headers: { expand, fields, href, dateFormat, dateFields },
    types,
    language,
  });
}

// Keeps the plan, dropping the oldest one past MAX_CACHED_PLANS.
function remember(plans: Map<string, ShapePlan>, key: string, plan: ShapePlan): ShapePlan {
  if (plans.size >= MAX_CACHED_PLANS) plans.delete(plans.keys().next().value!);
  plans.set(key, plan);
  return plan;
}
