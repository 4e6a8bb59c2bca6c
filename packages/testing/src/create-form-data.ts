/** A file part of a multipart body built by {@link createFormData}. */
export interface FormFile {
  /** The part's name. @default 'file' */
  readonly part?: string;
  /** The client's file name. */
  readonly name: string;
  readonly content: string | Uint8Array;
  /** @default 'application/octet-stream' */
  readonly type?: string;
}

/**
 * A multipart body of text fields and at most one file, as a browser form sends it (fetch sets the
 * boundary).
 */
export function createFormData(fields: Record<string, string>, file?: FormFile): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) {
    const blob = new Blob([file.content], {
      type: file.type ?? 'application/octet-stream',
    });
    body.append(file.part ?? 'file', blob, file.name);
  }
  return body;
}
