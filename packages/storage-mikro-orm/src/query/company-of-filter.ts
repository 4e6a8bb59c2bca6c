import type { Filter, FilterValue } from '@recordgate/core';

/**
 * The company a filter requires (an `eq` on the company column, alone or among the conditions of a
 * top-level AND) and the filter without it; undefined when it requires none or `column` is
 * undefined. A search index that holds the company matches it itself (ADR 0017).
 */
export function companyOfFilter(
  filter: Filter,
  column: string | undefined,
): { company: FilterValue; rest: Filter } | undefined {
  if (column === undefined) return undefined;
  const parts = filter.op === 'and' ? filter.filters : [filter];
  const at = parts.findIndex((f) => f.op === 'eq' && f.field === column);
  const found = parts[at];
  if (found?.op !== 'eq') return undefined;
  const others = parts.filter((_, i) => i !== at);
  const rest: Filter =
    others.length === 0
      ? { op: 'true' }
      : others.length === 1
        ? others[0]!
        : { op: 'and', filters: others };
  return { company: found.value, rest };
}
