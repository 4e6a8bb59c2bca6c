import { RecordError } from '../errors/record-error.js';
import type { RecordType } from '../model/types.js';
import { auditEventRecordType } from './audit-event-record-type.js';
import { apiKeyRecordType } from './api-key-record-type.js';
import { typeTakesFiles } from './file-fields.js';
import { fileVersionRecordType } from './file-version-record-type.js';

/** The record types of one installation, checked for consistency. */
export interface TypeRegistry {
  /** Every type, internal ones included. */
  readonly all: readonly RecordType[];
  /** The types served over HTTP. */
  readonly public: readonly RecordType[];
  /** The type with this controller name, or undefined. */
  find(name: string): RecordType | undefined;
  /** The type with this controller name; throws when there is none. */
  get(name: string): RecordType;
}

/**
 * Builds the registry of an installation's types. The API-key type is added when there is a
 * `user` type, the audit trail (`audit-event`) when there are `user` and `company` types, the internal
 * file-version type when a type takes files. Throws a `RecordError` (`invalid`) when a reference points
 * at a type that is not registered.
 */
export function createTypeRegistry(types: readonly RecordType[]): TypeRegistry {
  const has = (name: string) => types.some((t) => t.name === name);
  // API keys belong to users: the key type joins every installation that has a user type; the audit
  // trail names users and companies; every file a record ever had is kept as a version.
  const withVersions =
    types.some((t) => typeTakesFiles(t) && !t.internal) && !has(fileVersionRecordType.name);
  const joining = [
    ...(has('user') && !has(apiKeyRecordType.name) ? [apiKeyRecordType] : []),
    ...(has('user') && has('company') && !has(auditEventRecordType.name)
      ? [auditEventRecordType]
      : []),
    ...(withVersions ? [fileVersionRecordType] : []),
  ];
  const all = [...types, ...joining];
  const byName = new Map<string, RecordType>();
  for (const type of all) {
    if (byName.has(type.name))
      throw new RecordError('invalid', `Record type "${type.name}" is registered twice.`);
    byName.set(type.name, type);
  }
  for (const type of all) {
    for (const reference of type.referenceFields) {
      if (!byName.has(reference.target)) {
        throw new RecordError(
          'invalid',
          `Record type "${type.name}": field "${reference.field}" references "${reference.target}", which is not a registered type.`,
        );
      }
    }
  }
  return {
    all,
    public: all.filter((t) => !t.internal),
    find: (name) => byName.get(name),
    get: (name) => {
      const type = byName.get(name);
      if (!type) throw new RecordError('not_found', `There is no record type "${name}".`);
      return type;
    },
  };
}
