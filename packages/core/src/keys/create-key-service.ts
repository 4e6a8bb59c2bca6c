import { createHash, timingSafeEqual } from 'node:crypto';
import { RecordError } from '../errors/record-error.js';
import { where } from '../model/filter.js';
import type { Actor } from '../model/types.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import { apiKeyRecordType } from '../record-types/api-key-record-type.js';
import { changeClock } from '../write/change-clock.js';
import { commitWrite } from '../write/commit-write.js';
import { signalCommitted, writeRecord } from '../write/write-record.js';
import { createKeyCache, type CachedKey, type KeyCache } from './create-key-cache.js';
import { hashSecret, mintKey } from './mint-key.js';
import { revokeKeyTree } from './revoke-key-tree.js';

const KEY_PATTERN = /^rg_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
// Compared against when no key matches, so that unknown and wrong keys take the same time.
const DUMMY_HASH = createHash('sha256').update('recordgate-dummy').digest();
// last_used_at is written at most this often per key, so authentication stays a read.
const LAST_USED_RESOLUTION_MS = 60_000;
const MAX_TOUCHED_KEYS = 10_000;

/** Options of {@link createKeyService}. */
export interface KeyServiceOptions {
  readonly storage: StorageAdapter;
  /** The clock; tests may fix it. @default the current time (to the second for created and revoked keys) */
  readonly now?: () => Date;
  /** Called after a key was created or revoked (see `RecordServiceOptions.onCommitted`). */
  readonly onCommitted?: () => void;
  /**
   * Whether key changes write their audit event and change event (`key-created`, `key-revoked`):
   * the installation has the `audit-event` type. @default true
   */
  readonly audited?: boolean;
}

/** Arguments of {@link KeyService.create}. */
export interface CreateKeyArgs {
  readonly userId: number;
  /** The key stops working at this instant. @default never */
  readonly expiresAt?: Date;
}

/** A newly created key: `key` is shown once and never stored. */
export interface CreateKeyResult {
  readonly id: number;
  readonly key: string;
}

/** What {@link KeyService.revoke} did. */
export interface RevokeKeyResult {
  /** When the key was revoked: now, or earlier when it was revoked already. */
  readonly revokedAt: Date;
  /** False when the key was revoked already and nothing changed. */
  readonly changed: boolean;
}

/**
 * API keys: random, shown once, stored only as a SHA-256 hash of their secret, compared in constant time,
 * revocable, with optional expiry and a last-used time.
 *
 * A key reads `rg_<public id>_<secret>`: the public id finds the stored row, the secret is checked against
 * its hash. The secret carries 256 random bits, so a fast hash is the right one (no password stretching).
 */
export interface KeyService {
  create(args: CreateKeyArgs): Promise<CreateKeyResult>;
  /**
   * Revokes a key at once, and every key made with it (docs/api-keys.md); `not_found` when there is no
   * key with this id. A key revoked already stays
   * as it was (its revocation time, its one `key-revoked` event): the result says which happened.
   */
  revoke(args: { readonly id: number }): Promise<RevokeKeyResult>;
  /**
   * Revokes every key of a user that is not revoked yet (a user who leaves, demo users whose keys are
   * minted afresh); returns how many were revoked.
   */
  revokeAll(args: { readonly userId: number }): Promise<number>;
  /** The user a bearer key belongs to, or undefined for a malformed, unknown, wrong, revoked or expired key. */
  authenticate(args: { readonly key: string }): Promise<Actor | undefined>;
}

/** Creates the key service over a storage adapter. */
export function createKeyService(options: KeyServiceOptions): KeyService {
  const { storage, onCommitted, audited } = options;
  // Expiry is checked against the exact time; the times a key's changes record are to the second.
  const now = options.now ?? (() => new Date());
  const changeNow = options.now ?? changeClock;
  const type = apiKeyRecordType.name;
  const lastTouched = new Map<number, number>();
  const cache = createKeyCache(storage);
  const writes: KeyWrites = { storage, onCommitted, audited };

  // Records when a key was last used, at most once a minute per key. Bookkeeping only: a failure here
  // (a busy database) must not turn a valid request into an error. The one write that does not go
  // through commitWrite: bookkeeping of the authentication path, outside any transaction, not a change
  // anyone made to the key; it moves no other node's change version (ADR 0050).
  const touch = async (keyId: number, at: Date) => {
    if (at.getTime() - (lastTouched.get(keyId) ?? 0) <= LAST_USED_RESOLUTION_MS) return;
    if (lastTouched.size >= MAX_TOUCHED_KEYS) lastTouched.clear();
    lastTouched.set(keyId, at.getTime());
    const values = { last_used_at: at };
    await storage.update({ type, id: keyId, values, bookkeeping: true }).catch(() => undefined);
  };

  return {
    create: (args) => createKey(writes, args, changeNow()),

    revoke: ({ id }) => revokeKey(writes, id, changeNow()),

    async revokeAll({ userId }) {
      const active = await storage.findMany({
        type,
        filter: where.and(where.eq('user_id', userId), where.isNull('revoked_at')),
      });
      const at = changeNow();
      let revoked = 0;
      for (const key of active)
        if ((await revokeKey(writes, key.id as number, at)).changed) revoked++;
      return revoked;
    },

    authenticate: ({ key }) => authenticate({ storage, cache, touch, now }, key),
  };
}

/** What {@link authenticate} works with: the key service's storage, cache, bookkeeping and clock. */
interface AuthenticateContext {
  readonly storage: StorageAdapter;
  readonly cache: KeyCache;
  readonly touch: (keyId: number, at: Date) => Promise<void>;
  readonly now: () => Date;
}

/**
 * The actor of a bearer key: from the key cache while the stored data is unchanged, else one lookup
 * of the key by its public id, a constant-time comparison of its secret's hash, one of its user.
 */
async function authenticate(context: AuthenticateContext, key: string): Promise<Actor | undefined> {
  const { storage, cache } = context;
  // Every commit made before this request is told (ADR 0038); then the version is read before the
  // key and its user: a change committed while they are read moves it again.
  if (cache.keeps && storage.syncChangeVersion) await storage.syncChangeVersion();
  const version = cache.version();
  const recalled = cache.recall(key, version);
  if (recalled) return usable(context, recalled);
  const match = KEY_PATTERN.exec(key);
  const hash = hashSecret(match?.[2] ?? '');
  const cached = match ? cache.find(match[1]!, hash, version) : undefined;
  if (cached === false) return undefined;
  if (cached) return usable(context, cached);
  const [row] = match
    ? await storage.findMany({
        type: apiKeyRecordType.name,
        filter: where.eq('public_id', match[1]!),
        limit: 1,
      })
    : [];
  const stored = storedHash(row?.secret_hash);
  const secretMatches = timingSafeEqual(stored ?? DUMMY_HASH, hash);
  if (!row || !stored || !secretMatches || row.revoked_at instanceof Date) return undefined;
  const [user] = await storage.findMany({
    type: 'user',
    filter: where.eq('id', row.user_id as number),
    limit: 1,
  });
  // A disabled user's keys fail like revoked ones (AdminTasks.disableUser); a role the policy does
  // not know (a mapped user table's other values) authenticates nobody.
  if (!user || user.disabled_at instanceof Date) return undefined;
  if (user.role !== 'admin' && user.role !== 'member') return undefined;
  const entry: CachedKey = {
    keyId: row.id as number,
    hash: stored,
    expiresAt: row.expires_at instanceof Date ? row.expires_at.getTime() : undefined,
    actor: {
      userId: user.id as number,
      // One tenant (no company field): the installation is company 0.
      companyId: (user.company_id as number | null | undefined) ?? 0,
      role: user.role,
      username: user.username as string,
      keyId: row.id as number,
      keyExpiresAt: row.expires_at instanceof Date ? row.expires_at : undefined,
    },
  };
  cache.keep(match![1]!, key, entry, version);
  return usable(context, entry);
}

/** The actor of a key that matched, unless it expired; records the use. */
async function usable(context: AuthenticateContext, key: CachedKey): Promise<Actor | undefined> {
  const at = context.now();
  if (key.expiresAt !== undefined && key.expiresAt <= at.getTime()) return undefined;
  await context.touch(key.keyId, at);
  return key.actor;
}

/** What a key's writes need besides the key. */
interface KeyWrites {
  readonly storage: StorageAdapter;
  readonly onCommitted: (() => void) | undefined;
  readonly audited: boolean | undefined;
}

// A new key, in its own transaction through the one write path; its secret is returned, never stored.
async function createKey(
  writes: KeyWrites,
  { userId, expiresAt }: CreateKeyArgs,
  at: Date,
): Promise<CreateKeyResult> {
  const { storage, onCommitted, audited } = writes;
  const minted = mintKey();
  // The command line's keys have no label and no parent (docs/api-keys.md).
  const values = {
    user_id: userId,
    label: null,
    prefix: minted.prefix,
    parent_id: null,
    public_id: minted.publicId,
    secret_hash: minted.secretHash,
    expires_at: expiresAt ?? null,
    revoked_at: null,
    last_used_at: null,
    created_at: at,
  };
  const { after } = await writeRecord({
    storage,
    run: (db) => commitWrite({ db, kind: 'create', type: apiKeyRecordType, values, at, audited }),
    onCommitted,
  });
  return { id: after!.id as number, key: minted.key };
}

// One key's revocation, in its own transaction, written through `commitWrite` (its event and audit
// row); a key revoked already is left as it was, and nothing is signalled.
async function revokeKey(writes: KeyWrites, id: number, at: Date): Promise<RevokeKeyResult> {
  const { storage, onCommitted, audited } = writes;
  // Read under the row's lock, so of two revocations at once one revokes and the other sees it done.
  const result = await storage.transaction({
    run: async (db): Promise<RevokeKeyResult> => {
      const [before] = await db.findMany({
        type: apiKeyRecordType.name,
        filter: where.eq('id', id),
        limit: 1,
        forUpdate: true,
      });
      if (!before) throw new RecordError('not_found', `There is no API key with id ${id}.`);
      if (before.revoked_at instanceof Date)
        return { revokedAt: before.revoked_at, changed: false };
      await revokeKeyTree({ db, key: before, at, audited });
      return { revokedAt: at, changed: true };
    },
  });
  if (result.changed) signalCommitted(onCommitted);
  return result;
}

// The stored hash as bytes, or undefined when the row holds none of the right length.
function storedHash(value: unknown): Buffer | undefined {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/.test(value)) return undefined;
  return Buffer.from(value, 'hex');
}
