import type { Filter } from '@recordgate/core';

/** An `inQuery` condition: the rows whose field is in a subquery's set. */
export type InQueryFilter = Extract<Filter, { op: 'inQuery' }>;
type UnionOfSets = { readonly op: 'or'; readonly filters: readonly InQueryFilter[] };

/** A filter as the rest of its top-level AND and a union of sets within it. */
export interface UnionBranches {
  /** The other conditions of the top-level AND (no NOT above them). */
  readonly rest: readonly Filter[];
  /** The sets of the union, on one field: each with `rest` is one branch. */
  readonly sets: readonly InQueryFilter[];
}

/**
 * A filter whose top-level AND holds an `or` of `inQuery` sets on one field (a member's documents:
 * their own, shared with them, shared with their groups; ADR 0010), split into the sets and the rest.
 * The rows of the filter are exactly the rows of the branches (the rest with one set) together, so a
 * page in a total order is the same page of the branches' own top rows united: each branch can be
 * read in order and cut before the union, and the union stays as small as the page however large a
 * set is (ADR 0023). `undefined` where there is no such `or`.
 */
export function splitUnionBranches(filter: Filter): UnionBranches | undefined {
  const terms = andTerms(filter);
  const union = terms.find(isUnionOfSets);
  if (!union) return undefined;
  return { rest: terms.filter((term) => term !== union), sets: union.filters };
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
