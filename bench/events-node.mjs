// One server node of `npm run bench:events`, forked by bench/events.mjs: `recordgate serve` as the
// command starts it (startServer over the settings of its environment), publishing to a JetStream
// stream and subject prefix of this run only (argv 2 and 3), since other runs may share the NATS
// server. Tells its parent its URL once it listens; killed with SIGKILL or stopped with SIGTERM.
import { loadConfig, startServer } from '@recordgate/server';

const [stream, subjectPrefix] = process.argv.slice(2);
const server = await startServer(loadConfig(process.env), { nats: { stream, subjectPrefix } });
process.send?.({ url: server.url });
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
