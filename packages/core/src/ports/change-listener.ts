// The argument and answer of the storage port's change signal (`StorageAdapter.onChange`).

/**
 * Told that a commit not made through this storage adapter may have changed the data: another node,
 * another worker, the CLI, another adapter in this process (ADR 0058, ADR 0065); the adapter's own
 * commits are not told. Called after the code that saw the move, once for any number of moves seen
 * meanwhile; it must return at once and not throw.
 */
export type ChangeListener = () => void;

/** Stops telling a {@link ChangeListener}; calling it again does nothing. */
export type StopListening = () => void;
