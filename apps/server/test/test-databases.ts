import { join } from 'node:path';
import { createScratchDatabase } from '@recordgate/storage-mikro-orm';

/** One database a server test runs on: `create` makes a fresh one and returns its URL. */
export interface TestDatabase {
  readonly label: 'SQLite' | 'PostgreSQL' | 'MariaDB';
  create(): Promise<string>;
}

/** The databases of a server test, and how to drop the scratch databases it created. */
export interface TestDatabases {
  readonly databases: readonly TestDatabase[];
  dropAll(): Promise<void>;
}

/**
 * SQLite (a file in `dir`) always; PostgreSQL and MariaDB when `RECORDGATE_POSTGRES_URL` /
 * `RECORDGATE_MARIADB_URL` are set, as scratch databases. A server left out is named on the console
 * with the reason, as `suite on PostgreSQL skipped: …`.
 */
export function testDatabases(dir: string, suite: string): TestDatabases {
  const drops: (() => Promise<void>)[] = [];
  let files = 0;
  const databases: TestDatabase[] = [
    { label: 'SQLite', create: async () => join(dir, `db-${++files}.sqlite`) },
  ];
  for (const [label, env] of [
    ['PostgreSQL', 'RECORDGATE_POSTGRES_URL'],
    ['MariaDB', 'RECORDGATE_MARIADB_URL'],
  ] as const) {
    const url = process.env[env];
    if (!url) {
      console.log(`${suite} on ${label} skipped: ${env} is not set.`);
      continue;
    }
    databases.push({
      label,
      create: async () => {
        const scratch = await createScratchDatabase(url);
        drops.push(scratch.drop);
        return scratch.url;
      },
    });
  }
  return {
    databases,
    dropAll: async () => {
      for (const drop of drops.splice(0)) await drop();
    },
  };
}
