import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NativeSqlite } from '../src/dialects/sqlite/native-sqlite.js';
import { waitFor } from '@recordgate/testing';
import {
  noteLocalCommit,
  watchSqliteChanges,
  type WatchFolder,
} from '../src/dialects/sqlite/watch-sqlite-changes.js';

/**
 * SQLite's change version read from the WAL-index header (ADR 0057): `PRAGMA data_version` runs only
 * when a commit of any connection moved the header since the last read, and every such commit moves
 * the version the next read gives, with no turn of the event loop in between.
 */
const dir = mkdtempSync(join(tmpdir(), 'recordgate-change-version-'));
const file = join(dir, 'changes.sqlite');
let writer: InstanceType<typeof Database>;

beforeAll(() => {
  writer = new Database(file);
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)');
});

afterAll(() => {
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A read-only connection to the file whose `PRAGMA data_version` runs are counted. */
function countingReader(): { connection: NativeSqlite; pragmas: () => number } {
  const reader = new Database(file, { readonly: true, fileMustExist: true });
  let pragmas = 0;
  const connection: NativeSqlite = {
    prepare(sql) {
      const statement = reader.prepare(sql);
      if (sql !== 'PRAGMA data_version') return statement;
      return Object.assign(Object.create(statement) as typeof statement, {
        get: () => {
          pragmas++;
          return statement.get();
        },
      });
    },
    exec: (sql) => reader.exec(sql),
    close: () => reader.close(),
    get inTransaction() {
      return reader.inTransaction;
    },
  };
  return { connection, pragmas: () => pragmas };
}

describe("SQLite's change version", () => {
  it('reads no statement while nothing is committed, and sees every commit on the next read', () => {
    const { connection, pragmas } = countingReader();
    const watch = watchSqliteChanges(connection, file);
    try {
      const first = watch.version();
      const before = pragmas();
      for (let i = 0; i < 100; i++) expect(watch.version()).toBe(first);
      expect(pragmas() - before).toBeLessThanOrEqual(1);

      writer.prepare('INSERT INTO note (text) VALUES (?)').run('one');
      const second = watch.version();
      expect(second).not.toBe(first);
      expect(watch.version()).toBe(second);

      // A commit of another process's connection, without a turn of the event loop in between.
      const elsewhere = new Database(file);
      elsewhere.prepare('DELETE FROM note').run();
      elsewhere.close();
      expect(watch.version()).not.toBe(second);
    } finally {
      watch.close();
    }
  });
});

/** Turns of the event loop: a look queued by a commit has run by then. */
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** A commit of another process's connection (not counted as this process's). */
function commitElsewhere(text: string): void {
  const elsewhere = new Database(file);
  elsewhere.prepare('INSERT INTO note (text) VALUES (?)').run(text);
  elsewhere.close();
}

// No folder watch to be had: the system's limit of watches reached.
const throwingWatch: WatchFolder = () => {
  throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), {
    code: 'ENOSPC',
  });
};

// A folder watch that starts but never reports (some network file systems).
const silentWatch: WatchFolder = () => {
  const watcher = { close: () => {}, on: () => watcher };
  return watcher as unknown as ReturnType<WatchFolder>;
};

describe("SQLite's onChange (ADR 0065)", () => {
  it.each([
    ['fails to start', throwingWatch, {}],
    ['reports nothing', silentWatch, { unreportedMs: 0 }],
  ] as const)(
    "tells of another process's commits when the folder watch %s, and of the adapter's own never",
    async (_case, watchFolder, extra) => {
      const { connection } = countingReader();
      // The adapter's own connection, which commits its writes.
      const own = new Database(file);
      const watch = watchSqliteChanges(connection, file, { writer: own, watchFolder, ...extra });
      let told = 0;
      const stop = watch.onChange(() => told++);
      try {
        for (const text of ['own one', 'own two']) {
          own.prepare('INSERT INTO note (text) VALUES (?)').run(text);
          noteLocalCommit(own);
        }
        await turns(3);
        expect(told).toBe(0);
        commitElsewhere('from another process');
        await waitFor(() => told > 0);
      } finally {
        stop();
        watch.close();
        own.close();
      }
    },
  );
});
