export { createMikroOrmStorage } from './create-mikro-orm-storage.js';
export type { MikroOrmStorage, MikroOrmStorageOptions } from './create-mikro-orm-storage.js';
export { DEFAULT_DATABASE_URL, parseDatabaseUrl } from './connection/parse-database-url.js';
export type { DatabaseLocation } from './connection/parse-database-url.js';
export { createScratchDatabase } from './connection/create-scratch-database.js';
export type { ScratchDatabase } from './connection/create-scratch-database.js';
export type { DatabaseDriver } from './connection/parse-database-url.js';
export type { PoolOptions } from './connection/pool-options.js';
export { WAL_CHECKPOINT_PAGES } from './dialects/sqlite/open-sqlite-database.js';
