import { waitFor } from '@recordgate/testing';
import type { ChildServer } from './spawn-server.js';

/** What the writers of {@link startWriteLoad} saw, live. */
export interface WriteLoad {
  /** The titles of each record's acknowledged writes (create, then updates), in order. */
  readonly acknowledged: ReadonlyMap<number, readonly string[]>;
  /** Acknowledged writes, and well-formed 503 answers, per node. */
  readonly acks: readonly number[];
  readonly unavailable: readonly number[];
  /** Every answer that should not have come: another status, a malformed 503, no answer. */
  readonly wrong: readonly string[];
  /** Waits until `condition` holds of the counts above (a minute at most). */
  until(condition: () => boolean): Promise<void>;
  /** Stops the writers once their requests in flight are answered. */
  stop(): Promise<void>;
}

const WRITES_PER_RECORD = 4;
let loads = 0;

/**
 * Writers on every node, two each, one write at a time each: a document created, then updated
 * {@link WRITES_PER_RECORD} - 1 times, each write with a title no other write uses; a list read
 * between writes. Every answer is a success or a 503 with `Retry-After` in the Yii2 shape, which names
 * no driver, host or statement; anything else is kept in `wrong`.
 */
export function startWriteLoad(nodes: readonly ChildServer[], key: string): WriteLoad {
  const acknowledged = new Map<number, string[]>();
  const acks = nodes.map(() => 0);
  const unavailable = nodes.map(() => 0);
  const wrong: string[] = [];
  let stopped = false;
  const call = (node: ChildServer, path: string, body?: object) =>
    fetch(`${node.url}/document/api/default${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
  // Whether `response` is the answer expected (`ok`) or a well-formed 503; else noted as wrong.
  const judge = async (n: number, what: string, response: Response, ok: number) => {
    const text = await response.text();
    if (response.status === ok) return true;
    if (response.status === 503 && isWellFormed503(response, text)) unavailable[n]!++;
    else wrong.push(`${what} on node ${n}: ${response.status} ${text.slice(0, 300)}`);
    return false;
  };
  const lane = async (n: number, name: string) => {
    const node = nodes[n]!;
    let record: { id: number; writes: number } | undefined;
    for (let i = 0; !stopped; i++) {
      const title = `${name}-${i}`;
      try {
        const response = record
          ? await call(node, `/update?id=${record.id}`, { title })
          : await call(node, '/create', { title });
        const id =
          record?.id ??
          (
            (await response
              .clone()
              .json()
              .catch(() => ({}))) as { id?: number }
          ).id;
        if (await judge(n, `write ${title}`, response, record ? 200 : 201)) {
          acks[n]!++;
          acknowledged.set(id!, [...(acknowledged.get(id!) ?? []), title]);
          record = { id: id!, writes: (record?.writes ?? 0) + 1 };
        } else if (!record) continue;
        if (record.writes >= WRITES_PER_RECORD) record = undefined;
        if (i % 3 === 0) await judge(n, 'list', await call(node, '?per-page=5'), 200);
      } catch (error) {
        wrong.push(`${title} on node ${n}: no answer (${String(error)})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  // Titles differ from those of every other load of the run too.
  const run = ++loads;
  const lanes = nodes.flatMap((_, n) => [lane(n, `l${run}n${n}a`), lane(n, `l${run}n${n}b`)]);
  return {
    acknowledged,
    acks,
    unavailable,
    wrong,
    async until(condition) {
      await waitFor(() => condition(), { timeout: 60_000, interval: 50 });
    },
    async stop() {
      stopped = true;
      await Promise.all(lanes);
    },
  };
}

function isWellFormed503(response: Response, text: string): boolean {
  if (!(Number(response.headers.get('retry-after')) > 0)) return false;
  if (/ECONN|postgres|mysql|maria|127\.0\.0\.1|SELECT/i.test(text)) return false;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return (
      body.name === 'Service Unavailable' &&
      typeof body.message === 'string' &&
      body.code === 0 &&
      body.status === 503
    );
  } catch {
    return false;
  }
}
