import type { ChangeListener, StopListening } from '@recordgate/core';

/** The listeners of a change signal: see {@link createChangeListeners}. */
export interface ChangeListeners {
  /** `StorageAdapter.onChange`: tells `listener` of every later move; returns its stop. */
  add(listener: ChangeListener): StopListening;
  /**
   * A commit not made through this adapter moved the change version: tells each listener, in a
   * microtask (moves meanwhile tell once).
   */
  emit(): void;
}

/** What a watch does when its first listener comes and when its last one goes. */
export interface ListenedHooks {
  first?(): void;
  last?(): void;
}

/**
 * The listeners of `StorageAdapter.onChange` (ADR 0058, ADR 0065). A move is told after the code that
 * saw it (a notice's handler, a read of the counter) has run, never inside it, and the moves of one
 * run of code are told once: a burst of commits wakes a dispatcher once. A listener that throws does
 * not keep the others from being told.
 */
export function createChangeListeners(hooks: ListenedHooks = {}): ChangeListeners {
  const listeners = new Set<ChangeListener>();
  let queued = false;
  const tell = () => {
    queued = false;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // A listener's own failure; the others are told all the same.
      }
    }
  };
  return {
    add(listener) {
      // Each addition is its own entry, so that adding one function twice needs two stops.
      const entry: ChangeListener = () => listener();
      listeners.add(entry);
      if (listeners.size === 1) hooks.first?.();
      return () => {
        if (!listeners.delete(entry)) return;
        if (listeners.size === 0) hooks.last?.();
      };
    },
    emit() {
      if (queued || listeners.size === 0) return;
      queued = true;
      queueMicrotask(tell);
    },
  };
}
