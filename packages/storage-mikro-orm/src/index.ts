export { createMikroOrmStorage } from './create-mikro-orm-storage.js';
export type { MikroOrmStorage, MikroOrmStorageOptions } from './create-mikro-orm-storage.js';
export { DEFAULT_DATABASE_URL, parseDatabaseUrl } from './parse-database-url.js';
export type { DatabaseLocation } from './parse-database-url.js';
export { createScratchDatabase } from './create-scratch-database.js';
export type { ScratchDatabase } from './create-scratch-database.js';
export type { DatabaseDriver } from './parse-database-url.js';
export type { PoolOptions } from './open-server-database.js';
export { WAL_CHECKPOINT_PAGES } from './open-sqlite-database.js';
