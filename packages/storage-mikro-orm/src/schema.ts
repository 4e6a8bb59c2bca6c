// `@recordgate/storage-mikro-orm/schema`: the MikroORM entity schemas of record types, apart from the
// adapter's entry point, which does not load MikroORM for a SQLite file (ADR 0025).
export { createEntitySchemas } from './create-entity-schemas.js';
export type { EntitySchemaOptions } from './create-entity-schemas.js';
export { entityName } from './schema-source.js';
