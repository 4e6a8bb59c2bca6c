import type { UploadedFile } from '@recordgate/core';

/** A create or update body as the call handlers receive it. */
export interface RequestBody {
  /** Field name → value as sent (JSON values, or strings from a form). */
  readonly data: Record<string, unknown>;
  /**
   * The file of multipart part `file`: in memory up to the reader’s `uploadMemoryLimit`,
   * otherwise in a temporary file that is removed when the call ends (whether it succeeded or not).
   * Absent when the body carried no file.
   */
  readonly file?: UploadedFile;
}
