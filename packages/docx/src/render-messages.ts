import type { Language, RecordErrorCode } from '@recordgate/core';
import type { ArchiveKindName } from './archive-kind.js';
import type { ArchiveLimits } from './archive-limits.js';
import type { TextKind } from './extract-text.js';

/**
 * The text of a file to read for the search index (docs/documents.md, "Search"): its kind, the most
 * characters read and, when set, the language whose index form (`indexText`) the reply carries
 * instead of the text itself.
 */
export interface TextRequest {
  readonly kind: TextKind;
  readonly maxChars: number;
  readonly language?: Language;
}

/** A render job as the pool posts it to a worker. */
export interface RenderRequest {
  readonly id: number;
  readonly template: ArrayBuffer;
  /**
   * Where the worker reads the file itself instead of `template` (empty then). Before a render or a
   * check it refuses, from the central directory, what the request thread refuses of a file it holds
   * (archive limits, the kind's body entry missing), before anything is inflated.
   */
  readonly path?: string;
  /**
   * The file as the chunks it arrived in, their memory transferred (`template` empty then): the
   * worker joins them, and refuses from the central directory as for `path` before anything is
   * inflated. A check of such a file answers with the file itself (`file`), since the caller's
   * chunks are gone.
   */
  readonly chunks?: readonly Uint8Array[];
  readonly data: Readonly<Record<string, unknown>>;
  readonly removeUnfilled: boolean;
  readonly marker: string | undefined;
  readonly limits: ArchiveLimits;
  readonly allowMacros: boolean;
  /** Only check the archive (checkArchive), fill nothing; the reply carries no file. */
  readonly checkOnly: boolean;
  /** What a check checks the archive as. @default 'docx' */
  readonly kind?: ArchiveKindName;
  /**
   * Also read the text of the file (the filled one, after a render); a text that cannot be read
   * fails only the text (the reply's `textError`), not the render or the check.
   */
  readonly text?: TextRequest;
  /** Only read the text of `template` ({@link RenderRequest.text}); failing to is the job's failure. */
  readonly textOnly?: boolean;
}

/** A worker's answer to a {@link RenderRequest}. */
export type RenderReply =
  | {
      readonly id: number;
      readonly ok: true;
      /** The filled file; of a check of `chunks`, the checked file; else empty. */
      readonly file: ArrayBuffer;
      readonly marked: readonly string[];
      /** The text read (its index form with a language), when the request asked for it. */
      readonly text?: string;
      /** Why the text asked for could not be read. */
      readonly textError?: string;
      /** SHA-256 (hex) of the filled file, or of the checked one. */
      readonly sha256?: string;
      /**
       * Of a render: the bytes it held in V8's heap (`RenderedDocx.xmlBytes`); of an extraction of a
       * file read by path, the file's size.
       */
      readonly heldBytes?: number;
    }
  | {
      readonly id: number;
      readonly ok: false;
      readonly code: RecordErrorCode | 'internal';
      readonly message: string;
    };
