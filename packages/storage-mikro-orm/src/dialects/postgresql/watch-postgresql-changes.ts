import { randomBytes } from 'node:crypto';
import { sharedReads } from '../../connection/shared-reads.js';

/** The channel every write transaction notifies on commit (ADR 0038). */
export const CHANGES_CHANNEL = 'recordgate_changes';

/**
 * What `sync` sends on the listening connection: an empty statement, which PostgreSQL answers like
 * any statement, the session's pending notices first, without parsing, planning or running one
 * (half the CPU of `SELECT 1` on either side: docs/benchmarks.md, "PostgreSQL's sync as an empty
 * statement").
 */
const SYNC = '';

/** The part of a node-postgres client the watch uses: its own connection, which only listens. */
export interface PgListener {
  connect(): Promise<unknown>;
  query(query: string | { text: string; query_timeout?: number }): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (notice: { payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: unknown) => void): unknown;
}

/** The change version of a PostgreSQL database: see {@link watchPostgresqlChanges}. */
export interface PostgresqlChangeWatch {
  /** The change version; undefined while not listening (results are then not kept). */
  version(): number | undefined;
  /**
   * Resolves once every notice of a commit made before the call has arrived: an empty statement on
   * the listening connection, begun after the call (PostgreSQL sends the notices pending for a
   * session before it answers any statement, an empty one included; one such round trip serves
   * every call made while the one before it ran). Never fails; while not listening it resolves at
   * once (the version is then undefined).
   */
  sync(): Promise<void>;
  /**
   * Moves the version: this adapter committed a change (it does not wait for its own notice). Tells
   * no listener: the caller knows of its own commits (ADR 0065).
   */
  noteLocalCommit(): void;
  /** The statement this process's commits send: its notice, with a payload naming this watch. */
  readonly notify: string;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

/** Options of {@link watchPostgresqlChanges}. */
export interface PostgresqlChangeWatchOptions {
  /** A new client on a connection of its own (node-postgres `Client` with the pool's settings). */
  newClient(): Promise<PgListener>;
  /** Milliseconds between two checks that the listening connection still answers. @default 5000 */
  readonly heartbeatMs?: number;
  /** Milliseconds before a lost connection is opened again. @default 1000 */
  readonly reconnectMs?: number;
  /**
   * Called each time the version moves for another reason than a commit of this adapter: a notice of
   * another process or adapter, listening (re)started (`StorageAdapter.onChange`, ADR 0058, ADR 0065).
   */
  readonly onMove?: () => void;
}

/**
 * The change signal of PostgreSQL (ADR 0038): a connection of its own runs `LISTEN
 * recordgate_changes`, and every write transaction of every process and node sends `NOTIFY
 * recordgate_changes` with its `COMMIT` (one round trip; PostgreSQL delivers it once the commit is
 * durable, and drops it with a rollback). The version is a number of this process: it moves on every
 * notice of another process, on every commit of this process (its own notices, known by their
 * payload, are then passed over), and when listening (re)starts. `onMove` is told of the notices and
 * of the (re)starts, not of this adapter's own commits (ADR 0065). The key cache, the counts
 * and the references kept by the storage are kept under it, as on SQLite under `PRAGMA data_version`.
 *
 * While the connection is down, or not yet listening, the version is undefined: nothing is kept and
 * every read goes to the database, as before this watch. Notices sent meanwhile are lost, so a
 * reconnection moves the version (what was kept before it is never used again). A connection that
 * stops answering without closing is found by a heartbeat (`SELECT 1` with a bound) and closed.
 */
export function watchPostgresqlChanges(
  options: PostgresqlChangeWatchOptions,
): PostgresqlChangeWatch {
  const { heartbeatMs = 5000, reconnectMs = 1000 } = options;
  // This watch's own notices are known by their payload: its commits moved the version already.
  const token = randomBytes(8).toString('hex');
  let counter = 0;
  const moved = () => void (counter++, options.onMove?.());
  const movedHere = () => void counter++;
  let listening = false;
  let closed = false;
  let client: PgListener | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (run: () => void, ms: number) => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const lost = (which: PgListener) => {
    if (which !== client) return;
    listening = false;
    client = undefined;
    which.end().catch(() => undefined);
    schedule(() => void listen(), reconnectMs);
  };
  const heartbeat = (which: PgListener) => {
    schedule(() => {
      which.query({ text: 'SELECT 1', query_timeout: heartbeatMs }).then(
        () => heartbeat(which),
        () => lost(which),
      );
    }, heartbeatMs);
  };
  const listen = async () => {
    let next: PgListener;
    try {
      next = await options.newClient();
    } catch {
      schedule(() => void listen(), reconnectMs);
      return;
    }
    if (closed) return;
    client = next;
    next.on('notification', (notice) => {
      if (notice.payload !== token) moved();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    if (!(await startListening(next, heartbeatMs, () => closed))) return lost(next);
    if (next !== client || closed) return;
    // Whatever was kept before this point may have missed notices: start afresh, and wake the event
    // work (commits made meanwhile were not told).
    listening = true;
    moved();
    heartbeat(next);
  };
  void listen();
  const sync = sharedReads(async () => {
    const which = listening ? client : undefined;
    await which?.query({ text: SYNC, query_timeout: heartbeatMs }).catch(() => lost(which));
  });
  return {
    version: () => (listening && !closed ? counter : undefined),
    sync,
    noteLocalCommit: movedHere,
    notify: `NOTIFY ${CHANGES_CHANNEL}, '${token}'`,
    async close() {
      closed = true;
      clearTimeout(timer);
      const last = listening ? client : undefined;
      listening = false;
      client = undefined;
      // A client still connecting is ended by `startListening` once its connect settles (node-postgres
      // may never settle an `end` called meanwhile).
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * Connects and listens; false when either failed, or when `LISTEN` got no answer within `timeoutMs`
 * (a connection that went silent meanwhile is then opened again, not waited for). Closed meanwhile:
 * ends the connection, which would otherwise keep a short-lived process (a CLI command) from exiting.
 */
async function startListening(
  next: PgListener,
  timeoutMs: number,
  closed: () => boolean,
): Promise<boolean> {
  try {
    await next.connect();
    await next.query({ text: `LISTEN ${CHANGES_CHANNEL}`, query_timeout: timeoutMs });
    return true;
  } catch {
    return false;
  } finally {
    if (closed()) await next.end().catch(() => undefined);
  }
}
