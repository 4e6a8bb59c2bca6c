/** A response as the tests read it. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
  readonly body: any;
  readonly text: string;
  /** The raw body (downloads). */
  readonly bytes: Buffer;
}

/** Options of one request sent by a {@link TestRequest}. */
export interface CallOptions {
  /** An API key, sent as `Authorization: Bearer <key>`; none when null or left out. */
  readonly key?: string | null;
  readonly headers?: Record<string, string>;
  /** A JSON body (sent with `Content-Type: application/json` unless `headers` name another). */
  readonly json?: unknown;
  /** A raw body: text, bytes, or multipart form data (fetch sets the boundary). */
  readonly body?: string | Uint8Array | FormData;
}

/** What a {@link TestRequest} hands to its check: the request and the response as received. */
export interface CheckedExchange {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** Sends one request to the server under test and reads its whole answer. */
export type TestRequest = (
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<TestResponse>;

/** Options of {@link createRequest}. */
export interface CreateRequestOptions {
  /** The server's origin, e.g. a {@link TestServer}'s `baseUrl`. */
  readonly baseUrl: string;
  /** Runs on every response before it is returned (a schema check); throw to fail the request. */
  readonly check?: (exchange: CheckedExchange) => void;
}

/**
 * A request helper over fetch for HTTP tests: adds the key, encodes a JSON body, reads the answer
 * whole and parses JSON when it is JSON.
 *
 * @example
 * ```ts
 * const request = createRequest({ baseUrl: server.baseUrl });
 * const response = await request('GET', '/document/api/default', { key });
 * ```
 */
export function createRequest({ baseUrl, check }: CreateRequestOptions): TestRequest {
  return async (method, path, { key, headers = {}, json, body } = {}) => {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: { ...headers },
    };
    if (key !== null && key !== undefined) init.headers.Authorization = `Bearer ${key}`;
    if (json !== undefined) {
      init.headers['Content-Type'] ??= 'application/json';
      init.body = JSON.stringify(json);
    } else if (body !== undefined) {
      init.body = body;
    }
    const response = await fetch(`${baseUrl}${path}`, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: the test reads `text`.
    }
    check?.({ method, path, status: response.status, headers: response.headers, text });
    return { status: response.status, headers: response.headers, body: parsed, text, bytes };
  };
}
