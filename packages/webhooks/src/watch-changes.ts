import type { StorageAdapter } from '@recordgate/core';

/** How often the storage's change signal is looked at while a webhook is active, ms. */
export const CHANGE_LOOK_MS = 20;

/**
 * How often it is looked at while no webhook is active, ms. A look is cheap, but each one wakes the
 * process: 50 a second cost an idle server 7–8 CPU ms a second on a 2-CPU machine, which every
 * request in flight meanwhile was charged with (docs/benchmarks.md, "The server's share of a
 * conversion"). Without an active webhook a wake-up only asks whether one has become active, so
 * looking four times a second delays nothing but the first events of a webhook that another node
 * (or the CLI) has just made, by this much at most.
 */
export const QUIET_LOOK_MS = 250;

/** What {@link watchChanges} needs. */
export interface WatchChangesArgs {
  readonly storage: StorageAdapter;
  readonly wake: () => void;
  /** Whether the last look at the webhooks found none active (`undefined`: not looked yet). */
  readonly noneActive: () => boolean | undefined;
}

/**
 * Commits of other nodes and of the command line wake the dispatcher as its own node's do, where the
 * storage has a change signal (`changeVersion`: PostgreSQL's notifications, MariaDB's change
 * counter, SQLite's data version): events another node wrote, and attempts it fanned out or let go,
 * are taken without waiting for the poll, which is left to retries coming due. Looked at every
 * {@link CHANGE_LOOK_MS} while a webhook is active (or none has been looked for yet), every
 * {@link QUIET_LOOK_MS} while none is. Returns what stops it; `undefined` without a change signal.
 */
export function watchChanges(args: WatchChangesArgs): { stop(): void } | undefined {
  const { storage, wake, noneActive } = args;
  if (!storage.changeVersion) return undefined;
  let seen = storage.changeVersion();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = () => {
    const version = storage.changeVersion!();
    if (version !== undefined && version !== seen) {
      seen = version;
      wake();
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(look, noneActive() === true ? QUIET_LOOK_MS : CHANGE_LOOK_MS).unref();
  };
  schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
