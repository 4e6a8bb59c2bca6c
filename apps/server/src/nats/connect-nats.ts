import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection, type NodeConnectionOptions } from '@nats-io/transport-node';

/** The stream the events go to unless a test names another (docs/events.md, "NATS"). */
export const EVENTS_STREAM = 'RECORDGATE';

/** The first token of every event subject: `recordgate.<company_id>.<controller>.<action>`. */
export const EVENTS_SUBJECT_PREFIX = 'recordgate';

/** Milliseconds a connection attempt, and each JetStream request, may take. */
export const NATS_TIMEOUT_MS = 5000;

/**
 * The client options of an `EVENTS_NATS_URL`: `nats://[user[:password]@]host[:port]` (a user alone is
 * a token), or `tls://…` for TLS. The credentials go to the client as options, never in the server
 * address it may log.
 */
export function natsOptionsOf(url: string): NodeConnectionOptions {
  const parsed = new URL(url);
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  const credentials = user === '' ? {} : pass === '' ? { token: user } : { user, pass };
  return {
    servers: `${parsed.hostname}:${parsed.port || '4222'}`,
    ...credentials,
    ...(parsed.protocol === 'tls:' ? { tls: {} } : {}),
    name: 'recordgate',
    timeout: NATS_TIMEOUT_MS,
    // No reconnection inside the client: a JetStream publish sent as the connection broke would wait
    // for its whole timeout even after a reconnection (its reply is lost). Closed, the
    // connection fails what is in flight at once, and the publisher connects anew with its backoff.
    reconnect: false,
  };
}

/** Connects to `EVENTS_NATS_URL`; rejects when the server does not answer within the timeout. */
export function connectNats(url: string): Promise<NatsConnection> {
  return connect(natsOptionsOf(url));
}

/** Arguments of {@link ensureStream}. */
export interface EnsureStreamArgs {
  readonly manager: JetStreamManager;
  readonly stream: string;
  readonly subjectPrefix: string;
}

/**
 * Creates the events stream when it is missing (subjects `<prefix>.>`, the server's defaults for the
 * rest: a two-minute deduplication window by `Nats-Msg-Id`). A stream of that name that does not take
 * the events' subjects is an error that says so. Two nodes creating it at once is fine.
 */
export async function ensureStream({ manager, stream, subjectPrefix }: EnsureStreamArgs) {
  const wanted = `${subjectPrefix}.>`;
  let subjects = await streamSubjects(manager, stream);
  if (subjects === undefined) {
    await manager.streams
      .add({ name: stream, subjects: [wanted] })
      .catch(async (error: unknown) => {
        // Another node created it first: it is there now.
        if ((await streamSubjects(manager, stream)) === undefined) throw error;
      });
    subjects = [wanted];
  }
  if (!subjects.includes(wanted) && !subjects.includes('>')) {
    throw new Error(
      `The NATS stream ${stream} exists but takes the subjects ${subjects.join(', ')}, not ${wanted}: add ${wanted} to its subjects (nats stream edit ${stream}) or remove the stream so that RecordGate creates it.`,
    );
  }
}

/** The subjects of `stream`, or undefined when there is no such stream. */
export async function streamSubjects(
  manager: JetStreamManager,
  stream: string,
): Promise<string[] | undefined> {
  try {
    return (await manager.streams.info(stream)).config.subjects ?? [];
  } catch (error) {
    if (error instanceof Error && /stream not found/i.test(error.message)) return undefined;
    throw error;
  }
}

/** JetStream's management API on `connection`; rejects when the server has no JetStream. */
export function managerOf(connection: NatsConnection): Promise<JetStreamManager> {
  return jetstreamManager(connection, { timeout: NATS_TIMEOUT_MS });
}
