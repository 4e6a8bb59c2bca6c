import { sharedReads } from '../../connection/shared-reads.js';

/** The one-row table whose counter every write transaction moves (ADR 0038). */
export const CHANGES_TABLE = 'recordgate_change';

/** The counter's table and row, which `migrate` creates where they are missing. */
export const CHANGES_SCHEMA = {
  exists: `SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = '${CHANGES_TABLE}'`,
  create: [
    `CREATE TABLE IF NOT EXISTS \`${CHANGES_TABLE}\` (\`id\` TINYINT UNSIGNED NOT NULL PRIMARY KEY, \`version\` BIGINT UNSIGNED NOT NULL) ENGINE = InnoDB`,
    `INSERT IGNORE INTO \`${CHANGES_TABLE}\` (\`id\`, \`version\`) VALUES (1, 0)`,
  ],
};

/**
 * The statement a write transaction runs just before its COMMIT. The driver reports the counter's new
 * value as the statement's insert id (`LAST_INSERT_ID(expr)`, no extra round trip): the value of this
 * adapter's own commit, which its reads then know as its own (ADR 0065).
 */
export const MOVE_CHANGES = `UPDATE \`${CHANGES_TABLE}\` SET \`version\` = LAST_INSERT_ID(\`version\` + 1) WHERE \`id\` = 1`;

/** Milliseconds a read of the counter may take before its connection counts as lost. */
const READ_TIMEOUT_MS = 2000;

/** Milliseconds between two looks for a read under way for longer than `READ_TIMEOUT_MS`. */
const STALL_CHECK_MS = 250;

const STALLED = 'The change counter was not read in time: its connection counts as lost';

const READ_CHANGES = `SELECT \`version\` FROM \`${CHANGES_TABLE}\` WHERE \`id\` = 1`;

/** The part of a mysql2 promise connection the watch uses: its own, which only reads the counter. */
export interface MysqlListener {
  /** Called with the statement's text alone: mysql2 prepares it once and keeps it. */
  execute(sql: string): Promise<[unknown, unknown]>;
  end(): Promise<void>;
  /** Closes the socket at once: a connection that stopped answering would never finish an `end`. */
  destroy(): void;
  on(event: 'error', listener: (error: unknown) => void): unknown;
}

/** The change version of a MariaDB/MySQL database: see {@link watchMysqlChanges}. */
export interface MysqlChangeWatch {
  /** The change version; undefined while the counter cannot be read (results are then not kept). */
  version(): number | undefined;
  /**
   * Resolves once the counter has been read by a read that began after the call (one read serves
   * every call made while the one before it ran), so the version tells of every commit made before
   * the call. Never fails: when the counter cannot be read, the version is undefined.
   */
  sync(): Promise<void>;
  /**
   * Moves the version: this adapter committed a change, which moved the counter to `counter` (the
   * insert id of `MOVE_CHANGES`; undefined when unknown). Tells no listener: the caller knows of its
   * own commits, and a read that finds the counter moved by them alone tells nobody (ADR 0065).
   */
  noteLocalCommit(counter?: number): void;
  /** Stops reading and closes the connection. */
  close(): Promise<void>;
}

/** Options of {@link watchMysqlChanges}. */
export interface MysqlChangeWatchOptions {
  /** Opens a connection of its own to the database. */
  connect(): Promise<MysqlListener>;
  /** Milliseconds between two reads of the counter when no request asks for one. @default 100 */
  readonly intervalMs?: number;
  /** Milliseconds before a lost connection is opened again. @default 1000 */
  readonly reconnectMs?: number;
  /**
   * Called when a read finds the counter moved by a commit not of this adapter, and when reading
   * (re)starts (`StorageAdapter.onChange`, ADR 0058, ADR 0065).
   */
  readonly onMove?: () => void;
}

/**
 * The change signal of MariaDB and MySQL (ADR 0038), which have no LISTEN/NOTIFY: every write
 * transaction moves the counter of the one-row table `recordgate_change` just before its COMMIT (the
 * row lock is held for that last round trip only), and each process reads it on a connection of its
 * own: at the start of each request (`sync`, one read for all the requests that arrive while the one
 * before runs) and every `intervalMs` besides. The version is a number of this process: it moves when
 * the counter read differs from the one before, on every commit of this process, and when reading
 * (re)starts. `onMove` is told of the moves this adapter's commits do not explain: each of its commits
 * knows the counter value it wrote, and a read that finds the counter moved by more commits than those
 * of its own in between tells (ADR 0065); a read that sees an own commit before the commit's answer
 * came back tells too (never less than the others' commits).
 *
 * The read is a prepared statement run by its text alone (`execute(sql)`: the cheapest way mysql2 has,
 * on both sides, ADR 0056); a read under way for longer than 2 s, found by one timer that looks every
 * 250 ms rather than one timer per read, counts as a lost connection, which is closed and opened again.
 *
 * Until the counter has been read, while its connection is down, and when the last read is older than
 * 2.5 × `intervalMs` (a stalled connection), the version is undefined: nothing is kept and every read
 * goes to the database. Before `migrate` created the table, the reads fail and nothing is kept.
 */
export function watchMysqlChanges(options: MysqlChangeWatchOptions): MysqlChangeWatch {
  const intervalMs = options.intervalMs ?? 100;
  const reconnectMs = options.reconnectMs ?? 1000;
  let counter = 0;
  let seen: number | undefined;
  const own = ownCommits();
  let readAt = 0;
  let closed = false;
  let connection: MysqlListener | undefined;
  let timer: NodeJS.Timeout | undefined;
  // A counter read that differs, a first read after a loss, and a commit of this adapter (untold).
  const moved = (told = true) => {
    counter++;
    if (told) options.onMove?.();
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(() => void sync(), ms);
    timer.unref();
  };
  const lost = () => {
    seen = undefined;
    const last = connection;
    connection = undefined;
    last?.destroy();
    schedule(reconnectMs);
  };
  // One read at a time (`sharedReads`): the one under way is the one the stall check looks at.
  const reads = stallChecked();
  const stalls = setInterval(reads.check, STALL_CHECK_MS);
  stalls.unref();
  const open = async () => {
    const opened = await options.connect();
    opened.on('error', () => opened === connection && lost());
    return opened;
  };
  const readOnce = async () => {
    let which: MysqlListener | undefined;
    try {
      if (!connection) {
        const opened = await open();
        // Closed while connecting: an open connection would keep a short-lived process from exiting.
        if (closed) return void (await opened.end().catch(() => undefined));
        connection = opened;
      }
      which = connection;
      const [rows] = (await reads.run(which, READ_CHANGES)) as [{ version: unknown }[], unknown];
      if (closed || which !== connection) return;
      const value = Number(rows[0]?.version);
      // A first read after a loss starts afresh: changes made meanwhile were not seen.
      if (!Object.is(value, seen)) moved(own.movedByOthers(seen, value));
      seen = value;
      readAt = Date.now();
      schedule(intervalMs);
    } catch {
      // A read whose connection was lost meanwhile (its `error` event came first) was dealt with.
      if (which === undefined || which === connection) lost();
    }
  };
  const sync = sharedReads(readOnce);
  void sync();
  return {
    version: () =>
      seen !== undefined && !closed && Date.now() - readAt < 2.5 * intervalMs ? counter : undefined,
    // Bounded: a connection still being opened through a silent network must not hold requests
    // (the version stays undefined meanwhile, so nothing kept is used).
    sync: () => (closed ? Promise.resolve() : withinReadTimeout(sync())),
    noteLocalCommit: (value) => void (own.note(value, seen), moved(false)),
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(stalls);
      const last = connection;
      connection = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * The counter values of an adapter's own commits that no read has passed yet (ADR 0065). The counter
 * moves by one per commit (a row lock orders them; a rollback undoes its move), so the commits between
 * two reads are the difference of the values read, and those of the adapter are the values it knows.
 */
function ownCommits() {
  let own: number[] = [];
  return {
    /** An own commit wrote `value`: known until a read passes it (one a read passed was told). */
    note(value: number | undefined, seen: number | undefined) {
      if (value !== undefined && seen !== undefined && value > seen) own.push(value);
    },
    /** A read found `value` after `seen`: whether commits other than the adapter's moved it. */
    movedByOthers(seen: number | undefined, value: number): boolean {
      if (seen === undefined || value < seen) {
        own = own.filter((mine) => mine > value);
        return true;
      }
      let mineBetween = 0;
      const later: number[] = [];
      for (const mine of own) {
        if (mine > value) later.push(mine);
        else if (mine > seen) mineBetween++;
      }
      own = later;
      return value - seen > mineBetween;
    },
  };
}

/**
 * Reads, one at a time, that `check` fails once one has been under way for more than
 * `READ_TIMEOUT_MS`: one timer for all of them instead of one per read.
 */
function stallChecked() {
  /** When the read under way was sent (Date.now()), and what fails it; 0 and undefined when none is. */
  let sentAt = 0;
  let abandon: ((error: Error) => void) | undefined;
  return {
    run: (which: MysqlListener, sql: string) =>
      new Promise<[unknown, unknown]>((resolve, reject) => {
        sentAt = Date.now();
        abandon = reject;
        which.execute(sql).then(resolve, reject);
      }).finally(() => {
        sentAt = 0;
        abandon = undefined;
      }),
    check: () => {
      if (sentAt !== 0 && Date.now() - sentAt > READ_TIMEOUT_MS) abandon?.(new Error(STALLED));
    },
  };
}

function withinReadTimeout(read: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, READ_TIMEOUT_MS);
    timer.unref();
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}
