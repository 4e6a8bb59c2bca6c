// How soon a node hears of another process's commit (docs/benchmarks.md, "Other nodes' commits wake
// the dispatcher, no timed look"): a child process commits one small write at a time to the
// database; this process (the node) has the same database open and hears of each commit two ways at
// once, as the webhook dispatcher did before and does now: `storage.onChange` (ADR 0058), and a look
// at `storage.changeVersion()` every 20 ms. For each commit, the delay from its end in the child to
// each of the two, on the system-wide monotonic clock (0 when heard of before the writer's `await`
// came back); the pairs come from the same commits under
// the same load. Prints p50 / p90 / p99 / max of both for each database.
//
// Usage: node bench/change-wake.mjs [--commits 200] (a SQLite file, and each server database whose
//        RECORDGATE_POSTGRES_URL / RECORDGATE_MARIADB_URL is set)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import { benchArgs } from './bench-args.mjs';

const types = defaultRecordTypes;
const now = () => Number(process.hrtime.bigint()) / 1e6;

if (process.argv[2] === '--writer') {
  // The other process: one write per message, telling when its commit ended.
  const storage = await createMikroOrmStorage({ url: process.argv[3], types });
  process.on('message', async (n) => {
    if (n === 'stop') {
      await storage.close();
      process.exit(0);
    }
    const began = now();
    await storage.insert({
      type: 'company',
      values: { name: `wake ${n}`, uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` },
    });
    process.send([began, now()]);
  });
  process.send('ready');
} else {
  const { values: args } = benchArgs(import.meta.url, {
    options: { commits: { type: 'string', default: '200' } },
  });
  const databases = [['SQLite', join(mkdtempSync(join(tmpdir(), 'recordgate-wake-')), 'w.sqlite')]];
  if (process.env.RECORDGATE_POSTGRES_URL)
    databases.push(['PostgreSQL', process.env.RECORDGATE_POSTGRES_URL]);
  if (process.env.RECORDGATE_MARIADB_URL)
    databases.push(['MariaDB', process.env.RECORDGATE_MARIADB_URL]);
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [label, serverUrl] of databases) {
    const scratch = label === 'SQLite' ? undefined : await createScratchDatabase(serverUrl);
    const url = scratch?.url ?? serverUrl;
    const node = await createMikroOrmStorage({ url, types });
    await node.migrate();
    const told = [];
    const looked = [];
    const stop = node.onChange(() => told.push(now()));
    let seen = node.changeVersion();
    const look = setInterval(() => {
      const version = node.changeVersion();
      if (version === undefined || version === seen) return;
      seen = version;
      looked.push(now());
    }, 20);
    const writer = fork(fileURLToPath(import.meta.url), ['--writer', url]);
    await once(writer, 'message');
    const delays = { onChange: [], look: [] };
    // The first time heard of after the write began, from its commit's end (0 when heard of before
    // the writer's own `await` came back).
    const heard = async (times, [began, ended]) => {
      while (!times.some((at) => at >= began)) await new Promise((r) => setTimeout(r, 5));
      return Math.max(0, times.find((at) => at >= began) - ended);
    };
    for (let n = 0; n < Number(args.commits); n++) {
      writer.send(n);
      const [write] = await once(writer, 'message');
      delays.onChange.push(await heard(told, write));
      delays.look.push(await heard(looked, write));
      // Apart, so that each commit is heard of alone.
      await new Promise((r) => setTimeout(r, 30 + Math.random() * 30));
    }
    writer.send('stop');
    await once(writer, 'exit');
    clearInterval(look);
    stop();
    await node.close();
    await scratch?.drop();
    for (const [how, list] of Object.entries(delays)) {
      const sorted = list.sort((a, b) => a - b);
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      const ms = (v) => `${v.toFixed(1)} ms`;
      console.log(
        `${label} ${how === 'look' ? 'changeVersion looked at every 20 ms' : 'onChange'}: p50 ${ms(at(0.5))}, p90 ${ms(at(0.9))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1))} (${sorted.length} commits)`,
      );
    }
  }
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
