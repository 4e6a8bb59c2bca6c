// What the .docx benchmarks (`bench/docx-fill.mjs`, `bench/docx-profile.mjs`) share: the cases they
// fill (the 50 KB template with search, the same without search for the type, a 2 MB template of
// 5,000 words), the server they start for a case, the fill requests, and the CPU read from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchArgs } from './bench-args.mjs';
import { freePort, waitForHttp } from './bench-processes.mjs';
import { makeDocxTemplate, multipartBody } from './make-docx-template.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The cases, by name: the template, its description, and whether the document type searches (its
 * fields and its file's text). `large` is 2 MB zipped (a 1.95 MB image) with 5,000 words of prose.
 */
export function docxCases() {
  const template = makeDocxTemplate();
  const large = makeDocxTemplate({ paragraphs: 42, wordsPerRun: 59, logoBytes: 1950 * 1024 });
  return {
    fill: { template, search: true, label: '50 KB zipped, 30 tags' },
    'no-search': { template, search: false, label: '50 KB zipped, 30 tags, search off' },
    large: { template: large, search: true, label: '2 MB zipped, 5,000 words, 42 tags' },
  };
}

/**
 * Starts `recordgate serve --workers 1` on `database` for one case; without `search` the document
 * type declares no search (bench/docx-without-search.mjs, loaded first). Resolves with the child and
 * its base URL.
 */
export async function startDocxServer({ database, files, search, profileDir, logFile }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(search ? [] : ['--import', join(root, 'bench/docx-without-search.mjs')]),
      join(root, 'apps/server/bin/recordgate.js'),
      'serve',
      '--port',
      String(port),
      '--workers',
      '1',
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database,
        FILES_DIRECTORY: files,
        PUBLIC_URL: 'http://bench.test',
        RATE_LIMIT_PER_KEY: '999999999',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${url}/company/api/default/info`, logFile ?? 'stderr');
  return { child, url };
}

/** autocannon's options for creates with fill of `template`, each with a title of its own. */
export function fillRequests({ url, key, template, connections }) {
  let sent = 0;
  return {
    url: `${url}/document/api/default/create`,
    connections,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const upload = multipartBody(
            { title: `Filled contract ${++sent}` },
            template,
            'contract.docx',
          );
          return {
            ...request,
            headers: {
              Authorization: `Bearer ${key}`,
              'Content-Type': upload.contentType,
              fillPlaceholders: 'true',
            },
            body: upload.body,
          };
        },
      },
    ],
  };
}

/** The serving process: `serve --workers 1` forks one worker process that handles the requests. */
export function servingPid(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    return children[0] ?? pid;
  } catch {
    return pid;
  }
}

/** CPU time (user + system, ms) of each thread of a process, by thread id, with the thread's name. */
export function threadCpuMs(pid) {
  const threads = new Map();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
        threads.set(tid, { name, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // No /proc (not Linux): no breakdown.
  }
  return threads;
}

// Worker threads by the names they are started with (Node names the system thread after a worker's
// `name`): the render pool's, and SQLite's write worker (FTS5 indexing, ADR 0046).
const GROUPS = {
  MainThread: 'request thread',
  'docx-render': 'render worker',
  'sqlite-write': 'SQLite write worker',
  WorkerThread: 'render worker',
  V8Worker: 'V8 helpers (GC)',
  'libuv-worker': 'libuv pool (files)',
};

/**
 * CPU ms per request of the server's threads, grouped (request thread, render worker, GC, libuv), from
 * two readings of {@link threadCpuMs}; threads that ended in between (a render worker replaced after a
 * large file) are not counted, so the process total is read apart.
 */
export function threadShares(before, after, requests) {
  const totals = new Map();
  for (const [tid, { name, ms }] of after) {
    const group = GROUPS[name] ?? 'other';
    totals.set(group, (totals.get(group) ?? 0) + ms - (before.get(tid)?.ms ?? 0));
  }
  return new Map([...totals].map(([group, ms]) => [group, ms / Math.max(1, requests)]));
}

/** User plus system CPU time of a process, all its threads included, in ms. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Runs each of `ways` (name → async function doing one `unit`) `count` times a round, the ways
 * alternating round by round after five unmeasured runs each, and prints per round and way the CPU ms
 * per unit of the calling thread (the request thread's share), of the render worker, of the libuv
 * pool and of the whole process, from /proc.
 */
export async function compareWays({ ways, rounds, count, unit }) {
  const byName = () => {
    const ms = {};
    for (const thread of threadCpuMs(process.pid).values()) {
      ms[thread.name] = (ms[thread.name] ?? 0) + thread.ms;
    }
    return ms;
  };
  for (let round = 1; round <= rounds; round++) {
    for (const [name, run] of Object.entries(ways)) {
      for (let i = 0; i < 5; i++) await run();
      const before = byName();
      const cpu = process.threadCpuUsage();
      for (let i = 0; i < count; i++) await run();
      const calling = process.threadCpuUsage(cpu);
      const after = byName();
      const per = (thread) => (((after[thread] ?? 0) - (before[thread] ?? 0)) / count).toFixed(1);
      const all = Object.keys(after).reduce((sum, k) => sum + after[k] - (before[k] ?? 0), 0);
      console.log(
        `round ${round}, ${name}: calling thread ${((calling.user + calling.system) / count / 1000).toFixed(2)} ms, ` +
          `render worker ${per('docx-render')} ms, libuv pool ${per('libuv-worker')} ms, ` +
          `process ${(all / count).toFixed(1)} ms per ${unit}`,
      );
    }
  }
}

/** The values and text settings the in-process render benches fill the `large` case with. */
export const largeRender = {
  data: {
    title: 'Filled contract 1',
    company: { name: 'Company 1' },
    createdBy: { name: 'User 3', email: 'user3@bench.test' },
  },
  text: { kind: 'docx', maxChars: 1_000_000, language: 'en' },
};

/** `--renders N` (per round and way, default 60) and `--rounds N` (default 3) of those benches. */
export function renderBenchArgs() {
  const { values } = benchArgs(import.meta.url, {
    options: {
      renders: { type: 'string', default: '60' },
      rounds: { type: 'string', default: '3' },
    },
  });
  return { count: Number(values.renders), rounds: Number(values.rounds) };
}
