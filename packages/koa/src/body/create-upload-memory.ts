/**
 * The bytes of large uploads held in memory at once, across the calls running (ADR 0063): a sink
 * reserves what it holds past `uploadMemoryLimit` and gives it back when its call ends.
 */
export interface UploadMemory {
  /** Reserves `bytes` when they fit under the total; false (nothing reserved) when they do not. */
  reserve(bytes: number): boolean;
  /** Gives back bytes reserved before. */
  release(bytes: number): void;
  /** Bytes reserved now (tests, metrics). */
  readonly reserved: number;
}

/** An {@link UploadMemory} of at most `total` bytes; 0 holds nothing. */
export function createUploadMemory(total: number): UploadMemory {
  let reserved = 0;
  return {
    reserve(bytes) {
      if (reserved + bytes > total) return false;
      reserved += bytes;
      return true;
    },
    release(bytes) {
      reserved = Math.max(0, reserved - bytes);
    },
    get reserved() {
      return reserved;
    },
  };
}
