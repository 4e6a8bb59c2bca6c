import { RecordError, type RecordService, type RecordType } from '@recordgate/core';
import { MAX_LIST_ENTRIES, parseShape, type ShapePlan } from '@recordgate/shape';
import type { Context } from 'koa';

const SHAPE_HEADERS = ['expand', 'fields', 'href', 'dateFormat', 'dateFields'] as const;
const LIST_HEADERS = new Set<string>(['expand', 'fields', 'dateFields']);
const MAX_CACHED_PLANS = 1000;

/**
 * The shape plans of a router: `planFor(ctx, type)` parses the request's shaping headers for `type`
 * once per distinct set of values and keeps up to 1000 plans, dropping the oldest. A list header
 * (`expand`, `fields`, `dateFields`) with more than 100 entries is a 400 before it is parsed or cached
 * (docs/reliability.md, "Bounds on input").
 */
export function createPlanCache(
  records: RecordService,
): (ctx: Context, type: RecordType) => ShapePlan {
  const plans = new Map<string, ShapePlan>();
  return (ctx, type) => {
    // Header values as sent (undefined when absent); a repeated header is joined with commas.
    const values = SHAPE_HEADERS.map((h) => {
      const value = ctx.headers[h.toLowerCase()];
      return Array.isArray(value) ? value.join(',') : value;
    });
    SHAPE_HEADERS.forEach((h, i) => {
      const value = values[i];
      if (
        value !== undefined &&
        LIST_HEADERS.has(h) &&
        value.split(',').length > MAX_LIST_ENTRIES
      ) {
        throw new RecordError(
          'bad_request',
          `The ${h} header names more than ${MAX_LIST_ENTRIES} entries. Name each field or reference once.`,
        );
      }
    });
    const key = `${type.name}\u0000${values.map((v) => v ?? '\u0001').join('\u0000')}`;
    return plans.get(key) ?? remember(plans, key, parsePlan(records, type, values));
  };
}

function parsePlan(
  { types, language }: RecordService,
  type: RecordType,
  [expand, fields, href, dateFormat, dateFields]: readonly (string | undefined)[],
): ShapePlan {
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
