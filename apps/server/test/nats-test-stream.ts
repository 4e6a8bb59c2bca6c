import { randomBytes } from 'node:crypto';
import { AckPolicy, jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** One message the test's consumer received. */
export interface ReceivedMessage {
  readonly subject: string;
  /** The `Nats-Msg-Id` header. */
  readonly msgId: string;
  readonly body: string;
}

/**
 * A stream name and subject prefix of this run only (tests of several runs share one NATS server, and
 * two streams may not take the same subjects), a durable consumer on it, and its removal afterwards.
 */
export interface NatsTestStream {
  readonly stream: string;
  readonly subjectPrefix: string;
  /** How many messages the stream holds (0 before it exists): cheap, for polling. */
  count(): Promise<number>;
  /** Every message the stream holds, read once through a durable pull consumer, in stream order. */
  received(): Promise<ReceivedMessage[]>;
  /** Deletes the stream (when the publisher created it) and closes the connection. */
  close(): Promise<void>;
}

/** The NATS server of the tests: `RECORDGATE_NATS_URL`, printing why the tests skip when it is unset. */
export function natsTestUrl(suite: string): string | undefined {
  const url = process.env.RECORDGATE_NATS_URL;
  if (!url) console.log(`${suite} skipped: RECORDGATE_NATS_URL is not set`);
  return url;
}

/** Names a fresh stream on the server of `url`; the code under test creates it. */
export async function createNatsTestStream(url: string): Promise<NatsTestStream> {
  const suffix = randomBytes(5).toString('hex');
  const stream = `RECORDGATE_TEST_${suffix.toUpperCase()}`;
  const subjectPrefix = `recordgate-test-${suffix}`;
  const connection: NatsConnection = await connect({ servers: new URL(url).host });
  const manager: JetStreamManager = await jetstreamManager(connection);
  const seen: ReceivedMessage[] = [];
  let consumerMade = false;
  return {
    stream,
    subjectPrefix,
    async count() {
      try {
        return (await manager.streams.info(stream)).state.messages;
      } catch (error) {
        if (error instanceof Error && /stream not found/i.test(error.message)) return 0;
        throw error;
      }
    },
    async received() {
      if (!consumerMade) {
        try {
          await manager.consumers.add(stream, {
            durable_name: 'test',
            ack_policy: AckPolicy.Explicit,
          });
        } catch (error) {
          // The publisher has not created the stream yet: nothing was published.
          if (error instanceof Error && /stream not found/i.test(error.message)) return [];
          throw error;
        }
        consumerMade = true;
      }
      const consumer = await jetstream(connection).consumers.get(stream, 'test');
      for (;;) {
        const batch = await consumer.fetch({
          max_messages: 500,
          expires: 1000,
          idle_heartbeat: 500,
        });
        let count = 0;
        for await (const message of batch) {
          seen.push({
            subject: message.subject,
            msgId: message.headers?.get('Nats-Msg-Id') ?? '',
            body: message.string(),
          });
          message.ack();
          count += 1;
        }
        if (count === 0) return [...seen];
      }
    },
    async close() {
      await manager.streams.delete(stream).catch(() => {});
      await connection.close();
    },
  };
}
