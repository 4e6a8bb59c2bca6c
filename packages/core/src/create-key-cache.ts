import { timingSafeEqual } from 'node:crypto';
import type { StorageAdapter } from './storage-adapter.js';
import type { Actor } from './types.js';

// Keys kept at most; the cache starts over when full (a few hundred bytes a key).
const MAX_CACHED_KEYS = 10_000;

/** What an authentication read about one key, as kept by {@link KeyCache}. */
export interface CachedKey {
  readonly keyId: number;
  /** SHA-256 of the key's secret: the cache holds no secret. */
  readonly hash: Buffer;
  /** Epoch milliseconds after which the key stops working; undefined for never. */
  readonly expiresAt: number | undefined;
  readonly actor: Actor;
}

/**
 * Authenticated keys kept in memory while the stored data is unchanged (ADR 0016): each entry carries
 * the storage's `changeVersion` read before the key and its user were read, and is used only while
 * that number is the same. Any committed change (a revocation, a user deleted or made a member, by
 * this process, another worker, the CLI) moves the number, so the very next request reads again.
 * Without `changeVersion` nothing is kept.
 */
export interface KeyCache {
  /** The number to store an authentication under, read before reading the key; undefined: keep nothing. */
  version(): number | undefined;
  /**
   * The actor of a kept key whose secret hashes to `hash`, if the data is unchanged since it was
   * kept; `false` when a kept key's secret does not match (a wrong key); undefined when not kept.
   */
  find(publicId: string, hash: Buffer, version: number | undefined): CachedKey | false | undefined;
  /** Keeps a successful authentication read under `version`. */
  keep(publicId: string, entry: CachedKey, version: number | undefined): void;
}

/** Creates the key cache over the storage's change version. */
export function createKeyCache(storage: StorageAdapter): KeyCache {
  const entries = new Map<string, CachedKey & { readonly version: number }>();
  return {
    version: () => storage.changeVersion?.(),
    find(publicId, hash, version) {
      if (version === undefined) return undefined;
      const entry = entries.get(publicId);
      if (!entry) return undefined;
      if (entry.version !== version) {
        entries.delete(publicId);
        return undefined;
      }
      return timingSafeEqual(entry.hash, hash) ? entry : false;
    },
    keep(publicId, entry, version) {
      if (version === undefined) return;
      if (entries.size >= MAX_CACHED_KEYS) entries.clear();
      entries.set(publicId, { ...entry, version });
    },
  };
}
