/** Arguments of {@link DocumentConverter.convert}. */
export interface ConvertDocumentArgs {
  /** The whole source file. */
  readonly bytes: Uint8Array;
  /** The source's kind by its name, lower case with the dot: `.docx`, `.doc`, `.odt`, `.rtf`, `.docm`. */
  readonly extension: string;
  /**
   * Optional: offered the PDF's file once it is whole, checked and flushed to disk, before the
   * converter would remove it; resolves true when it has taken the file (moved it away), which the
   * converter then leaves alone. A converter that makes no file of its own never calls it. The
   * rendition keeper passes its store's `adopt` here.
   */
  readonly keepFile?: (path: string) => Promise<boolean>;
}

/**
 * The converter port behind PDF renditions (docs/documents.md, "PDF renditions"): turns a
 * word-processing file into a PDF. The LibreOffice pool of `@recordgate/renditions` and its client of a
 * Gotenberg-compatible endpoint implement it.
 *
 * Contract:
 * - `convert` resolves with the complete PDF, or throws a `RecordError`: `invalid` (with a `file`
 *   field problem saying why) when the document cannot be converted (damaged, password-protected, not
 *   what its name says), `unavailable` when the converter is busy, down, missing or took longer than
 *   its time limit. Nothing else; a converter never leaves a half-written PDF behind.
 * - `identify` names the converter and its version: renditions made by another identity are not
 *   reused (the file store keeps them apart). It may start the converter; it throws `unavailable` when
 *   there is none.
 * - `close` stops whatever the converter started (processes, connections); later calls throw
 *   `unavailable`.
 *
 * @example
 * ```ts
 * const pdf = await converter.convert({ bytes: docx, extension: '.docx' });
 * ```
 */
export interface DocumentConverter {
  identify(): Promise<string>;
  convert(args: ConvertDocumentArgs): Promise<Uint8Array>;
  close(): Promise<void>;
}
