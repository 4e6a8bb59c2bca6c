import { describe, expect, it } from 'vitest';
import type { ReadEventsArgs, StoredEvent } from '../ports/storage-adapter.js';
import { readSettledEvents } from './read-settled-events.js';

// The outbox holds seqs 1, 2, 4 and 6 (3 and 5 belong to writes still running or rolled back).
const outbox: StoredEvent[] = [1, 2, 4, 6].map((seq) => ({
  seq,
  id: `e${seq}`,
  companyId: 1,
  type: 'document.updated',
  occurredAt: new Date(0),
  body: '{}',
}));
const storage = {
  readEvents: async ({ afterSeq, limit, throughSeq = Infinity }: ReadEventsArgs) =>
    outbox.filter((e) => e.seq > afterSeq && e.seq <= throughSeq).slice(0, limit),
};
const seqs = (events: StoredEvent[]) => events.map((e) => e.seq);

describe('readSettledEvents', () => {
  it('reads up to the horizon and moves past it, holes included, looking again while writes run', async () => {
    const read = await readSettledEvents(storage, {
      afterSeq: 0,
      limit: 10,
      horizon: { settled: 5, taken: 6 },
    });
    expect(seqs(read.events)).toEqual([1, 2, 4]);
    expect(read.through).toBe(5);
    expect(read.pending).toBe(true);
  });

  it('moves only past the last event of a full batch', async () => {
    const read = await readSettledEvents(storage, {
      afterSeq: 0,
      limit: 2,
      horizon: { settled: 6, taken: 6 },
    });
    expect(seqs(read.events)).toEqual([1, 2]);
    expect(read.through).toBe(2);
    expect(read.pending).toBe(false);
  });

  it('takes every readable event as settled where the adapter has no horizon', async () => {
    const read = await readSettledEvents(storage, { afterSeq: 2, limit: 10, horizon: undefined });
    expect(seqs(read.events)).toEqual([4, 6]);
    expect(read.through).toBe(6);
    expect(read.pending).toBe(false);
  });

  it('never moves a cursor back that stands past the horizon', async () => {
    const read = await readSettledEvents(storage, {
      afterSeq: 6,
      limit: 10,
      horizon: { settled: 4, taken: 6 },
    });
    expect(read).toEqual({ events: [], through: 6, pending: false });
  });
});
