import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { heldShmDescriptors } from '../src/dialects/sqlite/hold-shm-descriptor.js';
import { watchWalIndexHeader } from '../src/dialects/sqlite/wal-index-header.js';

/**
 * The WAL-index header is read through a descriptor of the `-shm` file, and closing any descriptor of
 * a file drops every POSIX lock this process holds on it, SQLite's included (ADR 0066). A watch that
 * stops must leave this process's connections their locks, or the next process to open the file takes
 * itself for the first, cuts the shared memory short, and this process dies of SIGBUS.
 */
const dir = mkdtempSync(join(tmpdir(), 'recordgate-shm-locks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A new WAL database with a table, and a connection that has read it (and so maps its `-shm`). */
function openWalDatabase() {
  const file = join(dir, `locks-${++files}.sqlite`);
  const connection = new Database(file);
  connection.pragma('journal_mode = WAL');
  connection.exec('CREATE TABLE note (text TEXT)');
  connection.prepare('SELECT count(*) FROM note').get();
  return { file, shm: `${file}-shm`, connection };
}

/** The POSIX locks this process holds on `path`, from the kernel's table (Linux). */
function locksHeldOn(path: string): number {
  const inode = statSync(path).ino;
  return readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, kind, , , pid]) => kind === 'POSIX' && Number(pid) === process.pid)
    .filter(([, , , , , device]) => Number(device?.split(':')[2]) === inode).length;
}

describe("the WAL-index header's descriptor", () => {
  it.skipIf(!existsSync('/proc/locks'))(
    "leaves this process's SQLite locks on the shared memory when a watch stops (Linux)",
    () => {
      const { shm, connection } = openWalDatabase();
      try {
        const before = locksHeldOn(shm);
        expect(before).toBeGreaterThan(0);
        for (let i = 0; i < 3; i++) {
          const watch = watchWalIndexHeader(shm);
          expect(watch?.unchanged()).toBe(false);
          watch?.close();
        }
        expect(locksHeldOn(shm)).toBe(before);
      } finally {
        connection.close();
      }
    },
  );

  it.skipIf(process.platform === 'win32')(
    'is one per file however many watch it, and let go once the file is removed',
    () => {
      const { file, shm, connection } = openWalDatabase();
      const first = watchWalIndexHeader(shm);
      const held = heldShmDescriptors();
      const second = watchWalIndexHeader(shm);
      expect(heldShmDescriptors()).toBe(held);
      first?.close();
      second?.close();
      // Still linked: kept, for the locks' sake.
      expect(heldShmDescriptors()).toBe(held);
      connection.close();
      rmSync(`${file}-shm`, { force: true });
      // The next watch of any file closes what nobody reads and nobody can open any more: one for one.
      const other = openWalDatabase();
      watchWalIndexHeader(other.shm)?.close();
      expect(heldShmDescriptors()).toBe(held);
      other.connection.close();
    },
  );

  it('keeps a process alive while others open its file after its watches stopped', async () => {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'open-beside-stopped-watches.mjs');
    const outcome = await new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      execFile(process.execPath, [script, join(dir, 'beside.sqlite')], (error) =>
        resolve({
          code: error ? ((error as { code?: number }).code ?? null) : 0,
          signal: (error as { signal?: string } | null)?.signal ?? null,
        }),
      );
    });
    expect(outcome).toEqual({ code: 0, signal: null });
  }, 60_000);
});
