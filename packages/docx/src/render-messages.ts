import type { RecordErrorCode } from '@recordgate/core';
import type { ArchiveLimits } from './archive-limits.js';
import type { TextKind } from './extract-text.js';

/** A render job as the pool posts it to a worker. */
export interface RenderRequest {
  readonly id: number;
  readonly template: ArrayBuffer;
  readonly data: Readonly<Record<string, unknown>>;
  readonly removeUnfilled: boolean;
  readonly marker: string | undefined;
  readonly limits: ArchiveLimits;
  readonly allowMacros: boolean;
  /** Only check the archive (checkArchive), fill nothing; the reply carries no file. */
  readonly checkOnly: boolean;
  /** Only read the text of `template`, a file of this kind (extractText); the reply carries it. */
  readonly extract?: { readonly kind: TextKind; readonly maxChars: number };
}

/** A worker's answer to a {@link RenderRequest}. */
export type RenderReply =
  | {
      readonly id: number;
      readonly ok: true;
      readonly file: ArrayBuffer;
      readonly marked: readonly string[];
      /** The text read, for an `extract` request. */
      readonly text?: string;
    }
  | {
      readonly id: number;
      readonly ok: false;
      readonly code: RecordErrorCode | 'internal';
      readonly message: string;
    };
