import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFilesystemFileStore, defaultRecordTypes } from '@recordgate/core';
import { createApp, type AppOptions } from '@recordgate/koa';
import { createMikroOrmStorage, createScratchDatabase } from '@recordgate/storage-mikro-orm';
import {
  seedPeople,
  startHttpServer,
  testDatabase,
  type Person,
  type PersonName,
} from '@recordgate/testing';

/** A real installation on a fresh SQLite database, served over HTTP on an ephemeral port. */
export interface Installation {
  readonly baseUrl: string;
  readonly people: Record<PersonName, Person>;
  close(): Promise<void>;
}

/** Serves the default record types with the seeded people (Acme: alice, bob, carol; Globex: dave, erin). */
export async function serveInstallation(app: Partial<AppOptions> = {}): Promise<Installation> {
  const dir = mkdtempSync(join(tmpdir(), 'recordgate-client-'));
  const database = await testDatabase('sqlite', createScratchDatabase).create();
  const types = defaultRecordTypes;
  const storage = await createMikroOrmStorage({ url: database.url, types });
  await storage.migrate();
  const { people } = await seedPeople({ storage, types });
  const served = createApp({
    storage,
    types,
    logger: { error: () => {} },
    files: createFilesystemFileStore({ directory: join(dir, 'files') }),
    ...app,
  });
  const server = await startHttpServer(served.callback());
  return {
    baseUrl: server.baseUrl,
    people,
    async close() {
      await server.close();
      await served.close();
      await storage.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
