import {
  createTypeRegistry,
  defaultRecordTypes,
  RecordError,
  type AccessPolicy,
  type RecordType,
} from '@recordgate/core';
import { createDefaultPolicy } from '@recordgate/access';
import { createSecretBox, createWebhookTypes } from '@recordgate/webhooks';
import type { Logger } from 'pino';
import type { ServerConfig } from './config/server-config-schema.js';
import { loadRecordTypesFile } from './record-types-file/load-record-types-file.js';
import { singleTenantTypes } from './record-types-file/single-tenant-types.js';

/**
 * The record types of the server: the default installation's and the webhook types, whose writes
 * check URLs under `WEBHOOK_ALLOW_PRIVATE` and seal secrets with `SECRET_KEY`, joined or replaced by
 * those of the record-types file (`RECORD_TYPES`, `--types`; docs/existing-databases.md). Throws a
 * `RecordError` (`invalid`) listing every problem of the file. Without a config (tests of the CLI's
 * tables) only the default types. A refused webhook host's addresses go to the logger's warnings,
 * never to the client.
 */
export function serverRecordTypes(config?: ServerConfig, logger?: Logger): RecordType[] {
  const file = config?.recordTypes === undefined ? undefined : readTypesFile(config.recordTypes);
  const own = file?.types ?? [];
  const names = new Set(own.map((t) => t.name));
  // One tenant: the default types served beside the file's lose the company (type and fields).
  const served =
    file?.tenancy === 'single' ? singleTenantTypes(defaultRecordTypes) : defaultRecordTypes;
  const defaults = file?.defaults === false ? [] : served.filter((t) => !names.has(t.name));
  const types = [...defaults, ...own];
  const has = (name: string) => types.some((t) => t.name === name);
  // Webhooks belong to companies and are created by their users.
  const webhooks =
    has('company') && has('user')
      ? createWebhookTypes({
          secrets: createSecretBox(config?.secretKey),
          allowPrivate: config?.webhooks.allowPrivate ?? false,
          onRefusedHost: ({ host, addresses, error }) =>
            logger?.warn({ host, addresses, error }, 'webhook URL refused: its host is not public'),
        })
      : [];
  const prefix = file?.ownTablesPrefix ?? '';
  if (prefix === '') return [...types, ...webhooks];
  // Every table RecordGate creates carries the prefix, the internal types' too: the registry's.
  return createTypeRegistry([...types, ...webhooks]).all.map((type) =>
    type.external ? type : { ...type, table: `${prefix}${type.table}` },
  );
}

/** Every problem of the record-types file at `path`, or none (for `doctor`). */
export function recordTypesProblems(config: ServerConfig): readonly string[] {
  if (config.recordTypes === undefined) return [];
  const { problems } = readTypesFile(config.recordTypes, false);
  if (problems.length > 0) return problems;
  try {
    createTypeRegistry(serverRecordTypes(config));
    return [];
  } catch (error) {
    if (error instanceof RecordError) return [`${config.recordTypes}: ${error.message}`];
    throw error;
  }
}

function readTypesFile(path: string, throwing = true) {
  const loaded = loadRecordTypesFile(path);
  if (throwing && loaded.problems.length > 0) {
    throw new RecordError('invalid', loaded.problems.join('\n'));
  }
  return loaded;
}

/** The prefix of the tables RecordGate creates (`ownTablesPrefix` in the file), or `''`. */
export function ownTablesPrefixOf(config: ServerConfig): string {
  return config.recordTypes === undefined ? '' : readTypesFile(config.recordTypes).ownTablesPrefix;
}

/** The tenancy of the installation: one tenant (`tenancy: "single"` in the file) or companies. */
export function tenancyOf(config: ServerConfig): 'companies' | 'single' {
  return config.recordTypes === undefined ? 'companies' : readTypesFile(config.recordTypes).tenancy;
}

/**
 * The default policy for the server's types: one tenant where the file says so, and shares that name
 * groups only where there are groups to name.
 */
export function serverPolicy(config: ServerConfig, types: readonly RecordType[]): AccessPolicy {
  const share = types.find((t) => t.name === 'share');
  return createDefaultPolicy({
    tenancy: tenancyOf(config),
    groups:
      types.some((t) => t.name === 'group-member') && share?.fieldsByName.has('group_id') !== false,
  });
}
