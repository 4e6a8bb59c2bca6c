import type { NatsConnection } from '@nats-io/transport-node';
import {
  connectNats,
  EVENTS_STREAM,
  EVENTS_SUBJECT_PREFIX,
  managerOf,
  streamSubjects,
} from './connect-nats.js';

/** What {@link checkNats} found: one line per check passed and one per problem. */
export interface CheckNatsResult {
  readonly passed: readonly string[];
  readonly problems: readonly string[];
}

/**
 * The NATS checks of `recordgate doctor` when `EVENTS_NATS_URL` is set, without changing anything: the
 * server answers, has JetStream, and its `RECORDGATE` stream takes the events' subjects (a missing
 * stream is fine: the server creates it).
 */
export async function checkNats(url: string): Promise<CheckNatsResult> {
  const shown = redactNatsUrl(url);
  let connection: NatsConnection;
  try {
    connection = await connectNats(url);
  } catch (error) {
    return {
      passed: [],
      problems: [
        `EVENTS_NATS_URL: NATS at ${shown} does not answer (${messageOf(error)}): start it, or correct or unset EVENTS_NATS_URL. Writes go on meanwhile; their events are published once it answers.`,
      ],
    };
  }
  try {
    const manager = await managerOf(connection).catch(() => undefined);
    if (!manager) {
      return {
        passed: [],
        problems: [
          `EVENTS_NATS_URL: NATS at ${shown} has no JetStream: start nats-server with -js (or "jetstream {}" in its configuration).`,
        ],
      };
    }
    const subjects = await streamSubjects(manager, EVENTS_STREAM);
    const wanted = `${EVENTS_SUBJECT_PREFIX}.>`;
    if (subjects && !subjects.includes(wanted) && !subjects.includes('>')) {
      return {
        passed: [`NATS ${shown} answers with JetStream`],
        problems: [
          `EVENTS_NATS_URL: the stream ${EVENTS_STREAM} takes ${subjects.join(', ')}, not ${wanted}: add ${wanted} to its subjects or remove the stream so that RecordGate creates it.`,
        ],
      };
    }
    const stream = subjects
      ? `stream ${EVENTS_STREAM} takes ${wanted}`
      : `stream ${EVENTS_STREAM} will be created`;
    return { passed: [`NATS ${shown} answers with JetStream, ${stream}`], problems: [] };
  } finally {
    await connection.close().catch(() => {});
  }
}

/** The URL without its credentials. */
function redactNatsUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
