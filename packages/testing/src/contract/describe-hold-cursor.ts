import { expect, it } from 'vitest';
import type { ContractContext } from './contract-context.js';

/**
 * The optional outbox cursor (`holdCursor`), when the adapter has one: it starts at 0, one holder at a
 * time moves it, and a holder that lets go (lease 0) hands it on where it stood.
 */
export function describeHoldCursor(context: ContractContext): void {
  it('holds an outbox cursor for one holder at a time, when the adapter offers holdCursor', async () => {
    const { holdCursor } = context.storage;
    if (!holdCursor) return;
    const hold = (holder: string, leaseMs: number, advanceTo?: number) =>
      holdCursor.call(context.storage, { name: 'contract', holder, leaseMs, advanceTo });
    expect(await hold('first', 60_000)).toBe(0);
    expect(await hold('second', 60_000, 5)).toBeUndefined();
    expect(await hold('first', 60_000, 5)).toBe(5);
    expect(await hold('first', 0)).toBe(5);
    expect(await hold('second', 60_000)).toBe(5);
    expect(await hold('first', 60_000)).toBeUndefined();
  });
}
