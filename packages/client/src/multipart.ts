/** A file to upload: a Blob (or File), or a stream of bytes with its name and type. */
export type Upload =
  | Blob
  | {
      readonly stream: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;
      readonly name: string;
      /** @default 'application/octet-stream' */
      readonly type?: string;
    };

/** A multipart body: FormData for a Blob, a stream for a streamed file. */
export interface MultipartBody {
  readonly body: FormData | ReadableStream<Uint8Array>;
  /** Set for a streamed body (FormData sets its own). */
  readonly contentType: string | undefined;
  /** Whether the body can be sent again (a retry): a stream cannot. */
  readonly replayable: boolean;
}

/**
 * The multipart body of a create or update with a file (part `file`) and the record's fields as
 * text parts. A Blob goes through FormData; a stream is sent as it is read, never held in memory.
 */
export function multipartBody(data: Record<string, unknown>, file: Upload): MultipartBody {
  if (file instanceof Blob) {
    const form = new FormData();
    for (const [name, value] of Object.entries(data)) form.append(name, text(value));
    form.append('file', file, file instanceof File ? file.name : 'file');
    return { body: form, contentType: undefined, replayable: true };
  }
  const boundary = `recordgate-${globalThis.crypto.randomUUID()}`;
  const encoder = new TextEncoder();
  const head = Object.entries(data)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${text(value)}\r\n`,
    )
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quote(file.name)}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  const source = file.stream;
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield encoder.encode(head + fileHead);
    for await (const chunk of source as AsyncIterable<Uint8Array>) yield chunk;
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  return {
    body: ReadableStream.from(parts()),
    contentType: `multipart/form-data; boundary=${boundary}`,
    replayable: false,
  };
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

// A quoted-string of a Content-Disposition parameter: quotes and line breaks escaped.
function quote(value: string): string {
  return value.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
}
