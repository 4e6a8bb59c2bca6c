import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type DatabaseDriver } from '@recordgate/storage-mikro-orm';

/** A database the integration tests run on, and how to get a fresh, empty one of it. */
export interface TestDatabase {
  readonly label: string;
  readonly driver: DatabaseDriver;
  /** A new empty database; `drop` removes it. */
  create(): Promise<{ url: string; drop(): Promise<void> }>;
}

const servers = [
  { label: 'PostgreSQL', driver: 'postgresql', env: 'RECORDGATE_POSTGRES_URL' },
  { label: 'MariaDB', driver: 'mysql', env: 'RECORDGATE_MARIADB_URL' },
] as const;

/**
 * SQLite always; PostgreSQL and MariaDB when `RECORDGATE_POSTGRES_URL` / `RECORDGATE_MARIADB_URL` are
 * set (each test gets its own database with a random name, dropped afterwards). A skipped database is
 * named on the console with the reason.
 */
export function testDatabases(): TestDatabase[] {
  const sqlite: TestDatabase = {
    label: 'SQLite',
    driver: 'sqlite',
    async create() {
      const dir = mkdtempSync(join(tmpdir(), 'recordgate-sqlite-'));
      return {
        url: join(dir, 'test.sqlite'),
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  };
  const found: TestDatabase[] = [sqlite];
  for (const server of servers) {
    const url = process.env[server.env];
    if (!url) {
      console.log(`${server.label} tests skipped: ${server.env} is not set.`);
      continue;
    }
    found.push({
      label: server.label,
      driver: server.driver,
      create: () => createScratchDatabase(url),
    });
  }
  return found;
}
