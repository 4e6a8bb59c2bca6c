/**
 * Limits a .docx (a ZIP archive) must stay within before it is unpacked or rendered: the zip-bomb guard.
 * Every limit is checked against the archive's central directory first (cheap, before any byte is
 * inflated) and then against the real inflated bytes, because size headers can lie.
 *
 * @example
 * ```ts
 * const limits: ArchiveLimits = { ...defaultArchiveLimits, maxEntries: 200 };
 * ```
 */
export interface ArchiveLimits {
  /** Most entries (files and folders) the archive may hold. @default 1000 */
  readonly maxEntries: number;
  /** Largest unpacked size of one entry, in bytes. @default 32 MiB */
  readonly maxEntryBytes: number;
  /** Largest unpacked size of all entries together, in bytes. @default 64 MiB */
  readonly maxTotalBytes: number;
  /**
   * Highest compression ratio (unpacked ÷ packed) of an entry that unpacks to more than
   * {@link ArchiveLimits.ratioThresholdBytes}, and of the whole archive. Word's own files stay far below
   * it; a zip bomb is far above (deflate reaches about 1000). @default 100
   */
  readonly maxCompressionRatio: number;
  /** Entries that unpack to at most this many bytes are not held to the ratio. @default 1 MiB */
  readonly ratioThresholdBytes: number;
}

/** The default {@link ArchiveLimits}. */
export const defaultArchiveLimits: ArchiveLimits = {
  maxEntries: 1000,
  maxEntryBytes: 32 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioThresholdBytes: 1024 * 1024,
};
