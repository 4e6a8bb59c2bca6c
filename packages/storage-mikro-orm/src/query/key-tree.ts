/**
 * A key written as a list of tokens (strings, numbers, booleans, null, undefined, symbols) rather than
 * as one string: compared token by token (`SameValueZero`, so `3` and `'3'` differ), no text built
 * or hashed per lookup. Who writes a key makes it decodable from its start (every token says what
 * follows it), so two different arguments never write the same tokens.
 */
export type KeyPath = readonly unknown[];

/** Where a node keeps its entry: no token is this symbol. */
const ENTRY = Symbol('entry');

type KeyNode = Map<unknown, KeyNode | unknown>;

/**
 * Entries under {@link KeyPath}s, in nested maps one token deep each (docs/benchmarks.md, "The view's
 * work per request, without the per-request layers"): the statement cache's shapes and the kept
 * lookups' arguments, found without a string written out and hashed for every view. At most `max`
 * entries: the oldest goes first.
 */
export class KeyTree<T> {
  private root: KeyNode = new Map();
  private order: KeyPath[] = [];
  private oldest = 0;

  constructor(private readonly max: number) {}

  /** How many entries it holds. */
  get size(): number {
    return this.order.length - this.oldest;
  }

  /** The entry under `path`, or undefined. */
  get(path: KeyPath): T | undefined {
    let node: KeyNode | undefined = this.root;
    for (const token of path) {
      node = node.get(token) as KeyNode | undefined;
      if (node === undefined) return undefined;
    }
    return node.get(ENTRY) as T | undefined;
  }

  /** Keeps `entry` under `path` (which it keeps: the caller must not change it afterwards). */
  set(path: KeyPath, entry: T): void {
    let node = this.root;
    for (const token of path) {
      let next = node.get(token) as KeyNode | undefined;
      if (next === undefined) {
        next = new Map();
        node.set(token, next);
      }
      node = next;
    }
    if (!node.has(ENTRY)) {
      if (this.size >= this.max) this.deleteOldest();
      this.order.push(path);
    }
    node.set(ENTRY, entry);
  }

  /** Drops every entry. */
  clear(): void {
    this.root = new Map();
    this.order = [];
    this.oldest = 0;
  }

  private deleteOldest(): void {
    const path = this.order[this.oldest]!;
    this.oldest += 1;
    // The queue's head is dropped in one go now and then, not an element at a time.
    if (this.oldest > 1024 && this.oldest * 2 > this.order.length) {
      this.order = this.order.slice(this.oldest);
      this.oldest = 0;
    }
    const nodes: KeyNode[] = [this.root];
    for (const token of path) nodes.push(nodes[nodes.length - 1]!.get(token) as KeyNode);
    nodes[nodes.length - 1]!.delete(ENTRY);
    // Maps left empty go with it, from the leaf up.
    for (let at = path.length; at > 0 && nodes[at]!.size === 0; at -= 1) {
      nodes[at - 1]!.delete(path[at - 1]);
    }
  }
}
