import type { Filter } from '@recordgate/core';

type InQueryFilter = Extract<Filter, { op: 'inQuery' }>;
type UnionOfSets = { readonly op: 'or'; readonly filters: readonly InQueryFilter[] };

/**
 * A filter whose top-level AND holds an `or` of `inQuery` sets on one field (a member's documents:
 * their own, shared with them, shared with their groups; ADR 0010), split into one filter per set:
 * the rest of the AND with that set. The rows of the filter are exactly the rows of the branches
 * together, so a page ordered by a total order is the same page of the branches' own top rows
 * united: each branch can be read in order and cut before the union, and the union stays as small
 * as the page however large a set is (ADR 0023). `undefined` where there is no such `or`.
 *
 * `inline` tells a set the row is in by its own condition (a subquery of the row's own table on its
 * own id): its branch holds that condition, which the row's indexes answer in order.
 */
export function splitUnionBranches(
  filter: Filter,
  inline: (set: InQueryFilter) => boolean,
): Filter[] | undefined {
  const terms = andTerms(filter);
  const union = terms.find(isUnionOfSets);
  if (!union) return undefined;
  const rest = terms.filter((term) => term !== union);
  return union.filters.map((set) => ({
    op: 'and',
    filters: [...rest, inline(set) ? set.filter : set],
  }));
}

// The conditions of the top-level AND, nested ANDs flattened; no NOT is above any of them.
function andTerms(filter: Filter): Filter[] {
  return filter.op === 'and' ? filter.filters.flatMap(andTerms) : [filter];
}

function isUnionOfSets(filter: Filter): filter is UnionOfSets {
  if (filter.op !== 'or' || filter.filters.length < 2) return false;
  const [first] = filter.filters;
  return filter.filters.every(
    (f) => f.op === 'inQuery' && first?.op === 'inQuery' && f.field === first.field,
  );
}
