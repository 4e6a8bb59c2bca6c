// The argument and answer of the storage port's change signal (`StorageAdapter.onChange`).

/**
 * Told that the storage's change version moved: some process (this one, another worker, the CLI,
 * another node) may have committed a change. Called after the code that saw the move, once for any
 * number of moves seen meanwhile; it must return at once and not throw.
 */
export type ChangeListener = () => void;

/** Stops telling a {@link ChangeListener}; calling it again does nothing. */
export type StopListening = () => void;
