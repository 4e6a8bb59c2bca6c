// CPU time of a server database's work for the benchmark (bench/run.mjs): PostgreSQL runs a process
// per connection (its backend pid), MariaDB a thread per connection (`information_schema.PROCESSLIST`'s
// TID, one-thread-per-connection, the default). The CPU of the connections to one database is read
// from /proc. Each connection is told to the process that holds its client socket (its
// port, found among the process's sockets in /proc), so two servers on one database are measured
// apart. Background work of the server (checkpoints, the WAL writer, InnoDB's purge
// and flush threads) is not counted for either.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * An observer of the database named in `url` on its server: `sample()` resolves with the CPU ms so
 * far of the server's processes or threads (`tasks`, by pid or thread id) and which task serves each
 * connection to the database (`connections`, by connection id: PostgreSQL backend pid, MariaDB id).
 * MariaDB hands a new connection a cached thread that may have worked for an earlier one, so all its
 * threads are sampled: a connection opened between two samples counts from its thread's first figure.
 */
export async function observeDatabaseCpu(url) {
  if (url.startsWith('postgres')) {
    const { default: pg } = await import('pg');
    const admin = new URL(url);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    return {
      async sample() {
        const { rows } = await client.query(
          'SELECT pid, client_port AS port FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return {
          tasks: new Map(rows.map(({ pid }) => [pid, cpuMs(`/proc/${pid}/stat`)])),
          connections: new Map(rows.map(({ pid, port }) => [pid, { task: pid, port }])),
        };
      },
      close: () => client.end(),
    };
  }
  const { default: mysql } = await import('mysql2/promise');
  const admin = new URL(url.replace(/^mariadb:/, 'mysql:'));
  const name = admin.pathname.slice(1);
  admin.pathname = '/';
  const connection = await mysql.createConnection({ uri: admin.toString() });
  const [[{ pid }]] = await connection.query('SELECT @@pid_file AS pid');
  const serverPid = readFileSync(pid, 'utf8').trim();
  return {
    async sample() {
      const [rows] = await connection.query(
        'SELECT ID AS id, TID AS tid, HOST AS host FROM information_schema.PROCESSLIST WHERE DB = ?',
        [name],
      );
      const tasks = new Map(
        readdirSync(`/proc/${serverPid}/task`).map((tid) => [
          Number(tid),
          cpuMs(`/proc/${serverPid}/task/${tid}/stat`),
        ]),
      );
      const connections = rows.map(({ id, tid, host }) => [
        Number(id),
        { task: Number(tid), port: Number(String(host).split(':').pop()) },
      ]);
      return { tasks, connections: new Map(connections) };
    },
    close: () => connection.end(),
  };
}

/**
 * CPU ms between two samples of the connections whose client socket the process `pid` (or one of
 * its children) holds. A connection closed in between is lost (the pools of the bench keep theirs
 * open under load).
 */
export function cpuBetween(before, after, pid) {
  const ports = localPorts(pid);
  let total = 0;
  for (const { task, port } of after.connections.values()) {
    if (!ports.has(port)) continue;
    total += after.tasks.get(task) - (before.tasks.get(task) ?? 0);
  }
  return total;
}

/** The local ports of the TCP sockets of a process and its children. */
function localPorts(pid) {
  const inodes = new Set();
  const collect = (id) => {
    try {
      for (const fd of readdirSync(`/proc/${id}/fd`)) {
        const link = safeReadlink(`/proc/${id}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode) inodes.add(inode);
      }
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8');
      for (const child of children.split(' ').filter(Boolean)) collect(child);
    } catch {
      // the process is gone
    }
  };
  collect(pid);
  const ports = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && inodes.has(fields[9])) {
        ports.add(Number.parseInt(fields[1].split(':')[1], 16));
      }
    }
  }
  return ports;
}

function safeReadlink(path) {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
}

/** User plus system CPU ms of a process or thread from its `stat` file; 0 once it is gone. */
function cpuMs(statFile) {
  try {
    const fields = readFileSync(statFile, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
