import { timingSafeEqual } from 'node:crypto';
import type { Actor } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { apiKeyRecordType } from '../record-types/api-key-record-type.js';

// What an authentication reads: the key, then its user.
const READS = [apiKeyRecordType.name, 'user'];

// Keys kept at most, so that the cache's memory is bounded; it starts over when full.
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
 * Without `changeVersion` nothing is kept, nor where the key's or its user's table changes without
 * the signal (another application's table on a server database, ADR 0053): a role changed or a user
 * disabled by the other application is then read on the very next request.
 */
export interface KeyCache {
  /** Whether anything is ever kept (else the caller need not wait for the signal). */
  readonly keeps: boolean;
  /** The number to store an authentication under, read before reading the key; undefined: keep nothing. */
  version(): number | undefined;
  /**
   * The actor of a kept key whose secret hashes to `hash`, if the data is unchanged since it was
   * kept; `false` when a kept key's secret does not match (a wrong key); undefined when not kept.
   */
  find(publicId: string, hash: Buffer, version: number | undefined): CachedKey | false | undefined;
  /**
   * The entry kept for exactly this presented key string, if the data is unchanged since it was kept:
   * a kept key is recognised without hashing its secret. Undefined for anything else (the caller then
   * hashes and uses {@link KeyCache.find}).
   */
  recall(key: string, version: number | undefined): CachedKey | undefined;
  /** Keeps a successful authentication of the presented `key` (its public id `publicId`) under `version`. */
  keep(publicId: string, key: string, entry: CachedKey, version: number | undefined): void;
}

/** Creates the key cache over the storage's change version. */
export function createKeyCache(storage: StorageAdapter): KeyCache {
  type Kept = CachedKey & {
    readonly version: number;
    readonly key: string;
    readonly publicId: string;
  };
  const entries = new Map<string, Kept>();
  // The same entries by the whole presented key, so a kept key costs a map lookup instead of SHA-256.
  // The key strings live only in this process's memory (they are never logged nor written); only a
  // key that authenticated is held, and only while its entry is.
  const byKey = new Map<string, Kept>();
  const forget = (entry: Kept): void => {
    entries.delete(entry.publicId);
    byKey.delete(entry.key);
  };
  const keeps = storage.changeVersion !== undefined && (storage.signalsChangesOf?.(READS) ?? true);
  return {
    keeps,
    version: () => (keeps ? storage.changeVersion!() : undefined),
    recall(key, version) {
      if (version === undefined) return undefined;
      const entry = byKey.get(key);
      if (!entry) return undefined;
      if (entry.version === version) return entry;
      forget(entry);
      return undefined;
    },
    find(publicId, hash, version) {
      if (version === undefined) return undefined;
      const entry = entries.get(publicId);
      if (!entry) return undefined;
      if (entry.version !== version) {
        forget(entry);
        return undefined;
      }
      return timingSafeEqual(entry.hash, hash) ? entry : false;
    },
    keep(publicId, key, entry, version) {
      if (version === undefined) return;
      const previous = entries.get(publicId);
      if (previous) forget(previous);
      if (entries.size >= MAX_CACHED_KEYS) {
        entries.clear();
        byKey.clear();
      }
      const kept = { ...entry, version, key, publicId };
      entries.set(publicId, kept);
      byKey.set(key, kept);
    },
  };
}
