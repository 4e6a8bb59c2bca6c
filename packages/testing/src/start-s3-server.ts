import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** An S3-protocol server a test started on 127.0.0.1, with one fresh, empty bucket. */
export interface S3TestServer {
  /** `http://127.0.0.1:PORT`: the `S3_ENDPOINT` to use (path-style addressing). */
  readonly endpoint: string;
  readonly port: number;
  /** The bucket created for this server: `FILE_STORE_URL=s3://BUCKET`. */
  readonly bucket: string;
  readonly region: 'us-east-1';
  /** The credentials the server accepts (any other key is refused). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** The variables a `recordgate` process needs to use this server (credentials included). */
  readonly env: Readonly<Record<string, string>>;
  /** The folder the server keeps its objects in. */
  readonly directory: string;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

/** Options of {@link startS3Server}. */
export interface StartS3ServerOptions {
  /** @default a fresh name per server */
  readonly bucket?: string;
  /** @default an ephemeral port */
  readonly port?: number;
}

const require = createRequire(import.meta.url);

/**
 * Why {@link startS3Server} cannot work here (the `s3rver` package is not installed), or undefined.
 * Tests skip with this reason printed.
 */
export function s3ServerUnavailable(): string | undefined {
  try {
    require.resolve('s3rver/package.json');
    return undefined;
  } catch {
    return 'the s3rver package is not installed (npm ci installs it as a development dependency)';
  }
}

/**
 * Starts s3rver (a small S3-protocol server on Node, ADR 0012) as a child process on 127.0.0.1 with a
 * fresh data folder and bucket. Credentials are s3rver's fixed `S3RVER`/`S3RVER`.
 *
 * @example
 * ```ts
 * const s3 = await startS3Server();
 * const files = createS3FileStore({ bucket: s3.bucket, endpoint: s3.endpoint, credentials: s3.credentials });
 * afterAll(() => s3.stop());
 * ```
 */
export async function startS3Server(options: StartS3ServerOptions = {}): Promise<S3TestServer> {
  const bin = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const directory = await mkdtemp(join(tmpdir(), 'recordgate-s3-'));
  const bucket = options.bucket ?? `recordgate-${randomBytes(4).toString('hex')}`;
  const args = ['-d', directory, '-a', '127.0.0.1', '-p', String(options.port ?? 0), '-s'];
  const child = spawn(process.execPath, [bin, ...args, '--configure-bucket', bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    port,
    bucket,
    region: 'us-east-1',
    credentials,
    directory,
    env: {
      FILE_STORE_URL: `s3://${bucket}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}

// s3rver prints "S3rver listening on 127.0.0.1:PORT" once the bucket exists and it accepts requests.
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`s3rver did not start in 20 s: ${output}`)),
      20_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on [^:\s]+:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with code ${code}: ${output}`));
    });
  });
}
