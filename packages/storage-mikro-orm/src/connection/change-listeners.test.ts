import { describe, expect, it } from 'vitest';
import { createChangeListeners } from './change-listeners.js';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createChangeListeners', () => {
  it('tells each listener once for the moves of one run of code, after it', async () => {
    const listeners = createChangeListeners();
    const told: string[] = [];
    listeners.add(() => told.push('a'));
    listeners.add(() => told.push('b'));
    listeners.emit();
    listeners.emit();
    expect(told).toEqual([]);
    await settled();
    expect(told).toEqual(['a', 'b']);
    listeners.emit();
    await settled();
    expect(told).toEqual(['a', 'b', 'a', 'b']);
  });

  it('tells the others when one throws, and no more a listener that stopped', async () => {
    const listeners = createChangeListeners();
    let told = 0;
    listeners.add(() => {
      throw new Error('a listener of its own');
    });
    const stop = listeners.add(() => told++);
    listeners.emit();
    await settled();
    expect(told).toBe(1);
    stop();
    stop();
    listeners.emit();
    await settled();
    expect(told).toBe(1);
  });

  it('starts its watch with the first listener and ends it with the last', () => {
    const calls: string[] = [];
    const listeners = createChangeListeners({
      first: () => calls.push('first'),
      last: () => calls.push('last'),
    });
    const stopA = listeners.add(() => {});
    const stopB = listeners.add(() => {});
    stopA();
    expect(calls).toEqual(['first']);
    stopB();
    expect(calls).toEqual(['first', 'last']);
  });
});
