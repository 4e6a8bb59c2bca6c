/**
 * Counts read afresh on every call (those nothing keeps: a mapped type's on a server database, ADR
 * 0053), shared by the calls that ask for the same count at once (ADR 0068). A call never takes a
 * count that began before it: while one runs it waits for the next, which begins when the running
 * one ends and answers every call that arrived in the meantime. So each answer is the count of a
 * moment after its call, as a count of its own would be, and one count at a time runs per statement.
 */
export interface SharedCounts {
  /** The count `key` names: the next one to begin, run by `run` if none is waiting to begin. */
  next(key: string, run: () => Promise<number>): Promise<number>;
}

interface Flight {
  running: Promise<number>;
  /** The count that begins when `running` ends, shared by the calls that arrived during it. */
  queued?: Promise<number>;
}

export function createSharedCounts(): SharedCounts {
  const flights = new Map<string, Flight>();
  const begin = (key: string, flight: Flight, run: () => Promise<number>): Promise<number> => {
    const running = run();
    flight.running = running;
    const settled = () => {
      if (flight.running === running && flight.queued === undefined) flights.delete(key);
    };
    running.then(settled, settled);
    return running;
  };
  return {
    next(key, run) {
      const flight = flights.get(key);
      if (flight === undefined) {
        const started: Flight = { running: Promise.resolve(0) };
        flights.set(key, started);
        return begin(key, started, run);
      }
      flight.queued ??= flight.running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          flight.queued = undefined;
          return begin(key, flight, run);
        });
      return flight.queued;
    },
  };
}
