// `recordgate serve` as the command starts it (startServer over the settings of its environment),
// publishing to the JetStream stream and subject prefix given as argv 2 and 3: tests share one NATS
// server, each run with its own. Prints the line `spawnServer` waits for once it listens.
import { loadConfig, startServer } from '@recordgate/server';

const [stream, subjectPrefix] = process.argv.slice(2);
const server = await startServer(loadConfig({ ...process.env, PORT: '0' }), {
  nats: { stream, subjectPrefix },
});
process.stdout.write(`listening on ${server.url}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
