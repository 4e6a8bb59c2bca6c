import type { Field, Filter, FilterValue, TypeRegistry } from '@recordgate/core';
import type { SqlDialect } from '../dialects/sql-dialect.js';
import { filterKey, type FilterLeaf } from './filter-key.js';
import { KeyTree, type KeyPath } from './key-tree.js';
import { valueKey } from './lookup-key.js';
import { encodeStored } from './stored-values.js';
import type { CompiledSql, SelectArgs } from './types.js';

/** A parameter the WHERE compiler bound from a filter's value (`WhereCompiler.recording`). */
export interface Binding {
  /** Its index in the statement's parameters. */
  readonly param: number;
  /** The filter node the value came from, and its index in the node's `values` (0 for `value`). */
  readonly node: Filter;
  readonly at: number;
  /** The field the value was encoded for. */
  readonly field: Field;
}

/** A select's shape: its key, and the values its shape leaves open, in the order of the walk. */
export interface SelectShape {
  /** Its key's tokens (`KeyTree`). */
  readonly key: KeyPath;
  readonly values: readonly FilterValue[];
}

interface KeptStatement {
  readonly sql: string;
  /** The parameters of the compile that was kept; the open ones are replaced on every use. */
  readonly constants: readonly unknown[];
  readonly open: readonly {
    readonly param: number;
    readonly value: number;
    readonly field: Field;
  }[];
}

/** Statements kept at most; the oldest goes first. */
const MAX_STATEMENTS = 1_000;

/**
 * Compiled SELECTs kept by the shape of their arguments (ADR 0054; docs/benchmarks.md, "The view's
 * statement compiled once"): a member's view compiles the same access filter every time, only its
 * values (the user, the company, the record's id) differ. The key holds everything that decides the
 * SQL text: the type, the tree of the filter (operators, fields, the number of values of an `IN`, the
 * sets' types), the order and the paging; written as the tokens of a `KeyTree` (ADR 0062). Values the compiler binds as they are (`=`, `<`, `IN`, …)
 * are left open and taken from the new filter in the order of the walk; every other value (a `LIKE`
 * pattern, a field whose stored values differ from the API's) is part of the key. A kept statement is
 * the same SQL the compiler writes for the new arguments, and its parameters the ones it binds:
 * nothing of one call's values reaches another's.
 */
export class StatementCache {
  private readonly statements = new KeyTree<KeptStatement>(MAX_STATEMENTS);
  /** Fields whose values decide the SQL text, in any type: they stay in the key. */
  private readonly literal: ReadonlySet<string>;

  constructor(
    private readonly dialect: SqlDialect,
    types: TypeRegistry,
  ) {
    this.literal = new Set(
      types.all.flatMap((type) =>
        type.fields.filter((f) => f.nullValues || f.storedValues).map((f) => f.name),
      ),
    );
  }

  /** The shape of a select, undefined for one that is not kept (a search, a value of no kind). */
  shapeOf(args: SelectArgs): SelectShape | undefined {
    if (args.search) return undefined;
    const values: FilterValue[] = [];
    const key: unknown[] = [args.type.name];
    if (!this.walk(args.filter, key, values)) return undefined;
    key.push(args.sort.length);
    for (const sorted of args.sort) key.push(sorted.field, sorted.direction);
    key.push(args.limit, args.offset, args.forUpdate === true, args.skipLocked === true);
    return { key, values };
  }

  /** The statement of `shape` with the shape's values bound, if one is kept. */
  find(shape: SelectShape): CompiledSql | undefined {
    const kept = this.statements.get(shape.key);
    if (!kept) return undefined;
    const params = kept.constants.slice();
    for (const { param, value, field } of kept.open) {
      params[param] = encodeStored(this.dialect, field, shape.values[value]!);
    }
    return { sql: kept.sql, params };
  }

  /**
   * Keeps `compiled`, the statement of `filter` of shape `shape`, whose open values the compiler bound
   * as `bindings`. Not kept when a bound value is not one the shape leaves open, or one filter node
   * appears twice (its values would be taken from one place).
   */
  keep(shape: SelectShape, filter: Filter, compiled: CompiledSql, bindings: readonly Binding[]) {
    const firsts = new Map<Filter, number>();
    if (!this.indexLeaves(filter, firsts, { next: 0 })) return;
    const open: { param: number; value: number; field: Field }[] = [];
    for (const { param, node, at, field } of bindings) {
      const first = firsts.get(node);
      if (first === undefined) return;
      if (first >= 0) open.push({ param, value: first + at, field });
    }
    this.statements.set(shape.key, { sql: compiled.sql, constants: [...compiled.params], open });
  }

  /** The tokens of a filter's tree appended to `key`; its open values to `values`. */
  private walk(filter: Filter, key: unknown[], values: FilterValue[]): boolean {
    return filterKey(filter, key, (leaf, path) => {
      if (leaf.op === 'like' || this.literal.has(leaf.field)) return literalKey(leaf, path);
      path.push(leaf.op, leaf.field);
      if (!('values' in leaf)) {
        values.push(leaf.value);
        return true;
      }
      path.push(leaf.values.length);
      for (const value of leaf.values) values.push(value);
      return true;
    });
  }

  /**
   * Maps each node of `filter` with values to the index of its first open value (-1: its values are
   * in the key), in the order of {@link walk}. False when such a node appears twice.
   */
  private indexLeaves(filter: Filter, firsts: Map<Filter, number>, at: { next: number }): boolean {
    switch (filter.op) {
      case 'and':
      case 'or':
        return filter.filters.every((member) => this.indexLeaves(member, firsts, at));
      case 'not':
      case 'inQuery':
        return this.indexLeaves(filter.filter, firsts, at);
      case 'true':
      case 'false':
      case 'isNull':
      case 'like':
        return true;
      default:
        if (firsts.has(filter)) return false;
        if (this.literal.has(filter.field)) {
          firsts.set(filter, -1);
          return true;
        }
        firsts.set(filter, at.next);
        at.next += 'values' in filter ? filter.values.length : 1;
        return true;
    }
  }
}

/** Marks a leaf whose values are part of the key, among a key's tokens. */
const LITERAL = Symbol('literal');

// A node whose values are part of the key.
function literalKey(filter: FilterLeaf, path: unknown[]): boolean {
  const all = 'values' in filter ? filter.values : [filter.value];
  path.push(LITERAL, filter.op, filter.field, all.length);
  for (const value of all) if (!valueKey(value, path)) return false;
  return true;
}
