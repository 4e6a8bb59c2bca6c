// SQLite's `onChange` with and without a working folder watch (docs/benchmarks.md, "The change signal
// tells of commits made elsewhere"; ADR 0065): a watch on a fresh file, left idle for SECONDS (its
// process's user + system CPU time then), then told of 100 commits of another process, one at a time
// 20–100 ms apart (the delay from each commit's end in that process to the listener, on the
// system-wide monotonic clock). `watch` is the folder watch (`fs.watch`); `fallback` a folder watch
// that throws, so that the WAL-index header is read every 100 ms instead.
//
// Usage: node bench/sqlite-change-fallback.mjs watch|fallback [SECONDS] (the package built)
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../packages/storage-mikro-orm/', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const Database = require('better-sqlite3');
const { watchSqliteChanges } = await import(
  new URL(
    '../packages/storage-mikro-orm/dist/dialects/sqlite/watch-sqlite-changes.js',
    import.meta.url,
  )
);
const now = () => Number(process.hrtime.bigint()) / 1e6;
const [mode, arg = '30'] = process.argv.slice(2);
if (mode === 'writer') {
  const db = new Database(arg);
  process.on('message', (n) => {
    if (n === 'stop') {
      db.close();
      process.exit(0);
    }
    db.prepare('INSERT INTO note (text) VALUES (?)').run(String(n));
    process.send(now());
  });
  process.send('ready');
} else {
  const dir = mkdtempSync(join(tmpdir(), 'fb-'));
  const path = join(dir, 'f.sqlite');
  const setup = new Database(path);
  setup.pragma('journal_mode = WAL');
  setup.exec('CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)');
  const own = setup;
  const reader = new Database(path, { readonly: true });
  const options = {
    writer: own,
    ...(mode === 'fallback'
      ? {
          watchFolder: () => {
            throw new Error('ENOSPC');
          },
        }
      : {}),
  };
  const watch = watchSqliteChanges(reader, path, options);
  let toldAt = [];
  const stop = watch.onChange(() => toldAt.push(now()));
  // idle CPU
  const cpu0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, Number(arg) * 1000));
  const cpu = process.cpuUsage(cpu0);
  const child = fork(fileURLToPath(import.meta.url), ['writer', path]);
  await new Promise((r) => child.once('message', r));
  const delays = [];
  for (let n = 0; n < 100; n++) {
    toldAt = [];
    child.send(n);
    const committed = await new Promise((r) => child.once('message', r));
    const deadline = now() + 3000;
    while (toldAt.length === 0 && now() < deadline) await new Promise((r) => setTimeout(r, 1));
    delays.push(toldAt.length ? Math.max(0, toldAt[0] - committed) : Infinity);
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
  }
  child.send('stop');
  delays.sort((a, b) => a - b);
  const q = (p) => delays[Math.min(delays.length - 1, Math.floor(p * delays.length))].toFixed(1);
  console.log(
    `${mode}: idle ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU in ${arg} s; commit of another process → onChange p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms, max ${delays.at(-1).toFixed(1)} ms (100 commits)`,
  );
  stop();
  watch.close();
  own.close();
}
