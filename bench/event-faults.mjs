// The faults of `npm run bench:events -- --faults` (bench/events.mjs): NATS reached through a TCP
// proxy the bench cuts (as if NATS were down), a receiver that answers 503 for a while, a node
// killed with SIGKILL while it publishes and delivers, then replaced, and the database reached
// through a TCP proxy the bench cuts (what the nodes see of a database restart). Each fault is timed against the
// run's length; the run's figures then say whether events were lost, doubled or reordered.
import { connect, createServer } from 'node:net';

/** A TCP proxy to `host:port` that can refuse and reset every connection while cut. */
export async function startCuttableProxy(host, port) {
  let cut = false;
  const sockets = new Set();
  const server = createServer((client) => {
    if (cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket
        .on('error', () => {})
        .on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `nats://127.0.0.1:${server.address().port}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    open() {
      cut = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Runs the faults one after another while the writers write for `seconds`: at 20% of the run node 0
 * is killed (and a new node started in its place), from 35% NATS is cut for `natsDownSeconds`, then
 * the receiver answers 503 for 15% of the run, then the database is cut for `databaseDownSeconds`.
 * Returns what happened, as lines to print.
 */
export async function runFaults({
  seconds,
  natsDownSeconds,
  databaseDownSeconds,
  nodes,
  startNode,
  proxy,
  databaseProxy,
  receivers,
}) {
  const at = (fraction) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 * fraction));
  const told = [];
  await at(0.2);
  nodes[0].child.kill('SIGKILL');
  told.push('node 0 killed with SIGKILL at 20% of the run');
  nodes[0] = await startNode();
  await at(0.15);
  proxy.cut();
  told.push(`NATS cut at 35% of the run for ${natsDownSeconds} s`);
  await new Promise((resolve) => setTimeout(resolve, natsDownSeconds * 1000));
  proxy.open();
  receivers.setDown(true);
  told.push('the receiver answered 503 from then for 15% of the run');
  await at(0.15);
  receivers.setDown(false);
  databaseProxy.cut();
  told.push(`the database cut for ${databaseDownSeconds} s after that`);
  await new Promise((resolve) => setTimeout(resolve, databaseDownSeconds * 1000));
  databaseProxy.open();
  return told;
}
