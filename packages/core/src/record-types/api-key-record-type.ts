import { RecordError } from '../errors/record-error.js';
import { mintKey } from '../keys/mint-key.js';
import type { PrepareWrite, RecordType } from '../model/types.js';
import { defineRecordType } from './define-record-type.js';

// A new key through the API (docs/api-keys.md): the caller's own unless an admin names a user of the
// company (the policy checks that), a child of the key that authenticated the call, expiring no later
// than that key. The secret is revealed in this answer only; its hash and public id are stored.
const prepareKey: PrepareWrite = ({ actor, values }) => {
  const asked = values.expires_at instanceof Date ? values.expires_at : undefined;
  if (asked && asked.getTime() <= Date.now()) {
    throw new RecordError('invalid', 'The record data is invalid.', {
      fields: [{ field: 'expires_at', message: 'Expires at must be in the future.' }],
    });
  }
  const parentExpiry = actor.keyExpiresAt;
  const expiresAt =
    parentExpiry && (!asked || asked.getTime() > parentExpiry.getTime()) ? parentExpiry : asked;
  const minted = mintKey();
  return Promise.resolve({
    values: {
      ...values,
      user_id: values.user_id ?? actor.userId,
      parent_id: actor.keyId ?? null,
      public_id: minted.publicId,
      prefix: minted.prefix,
      secret_hash: minted.secretHash,
      expires_at: expiresAt ?? null,
      revoked_at: null,
      last_used_at: null,
    },
    reveal: { key: minted.key },
  });
};

/**
 * API keys, as a user's profile shows them (docs/api-keys.md): listed and viewed without secret or
 * hash, created with a label (the secret shown once), revoked with delete (which revokes the keys made
 * with it too), never changed. The default policy lets members reach their own keys and admins every
 * key of their company; revoked keys are reached by nobody.
 */
export const apiKeyRecordType: RecordType = defineRecordType({
  name: 'api-key',
  modelClass: 'recordgate.models.ApiKey',
  searchClass: 'recordgate.models.ApiKeySearch',
  immutable: true,
  revealed: ['key'],
  prepareWrite: prepareKey,
  // Keys made before the profile existed have no stored prefix: what they start with is their
  // public id (`rg_<public id>_<secret>`, docs/adr/0004-api-key-format.md).
  backfill: [{ field: 'prefix', from: 'public_id', prefix: 'rg_' }],
  fields: [
    {
      name: 'user_id',
      type: 'reference',
      references: 'user',
      label: { en: 'User', de: 'Benutzer' },
    },
    {
      name: 'label',
      type: 'string',
      maxLength: 100,
      required: true,
      label: { en: 'Label', de: 'Bezeichnung' },
    },
    {
      name: 'prefix',
      type: 'string',
      maxLength: 19,
      readOnly: true,
      label: { en: 'Prefix', de: 'Präfix' },
    },
    {
      name: 'parent_id',
      type: 'reference',
      references: 'api-key',
      readOnly: true,
      label: { en: 'Made with key', de: 'Erstellt mit Schlüssel' },
    },
    {
      name: 'public_id',
      type: 'string',
      maxLength: 32,
      unique: true,
      required: true,
      // Part of the key a user holds: never in events or the audit trail (the prefix shows it).
      hidden: true,
      label: { en: 'Key ID', de: 'Schlüssel-ID' },
    },
    {
      name: 'secret_hash',
      type: 'string',
      maxLength: 64,
      hidden: true,
      label: { en: 'Secret hash', de: 'Geheimnis-Hash' },
    },
    { name: 'expires_at', type: 'datetime', label: { en: 'Expires at', de: 'Läuft ab am' } },
    {
      name: 'revoked_at',
      type: 'datetime',
      // Revoked keys are shown to nobody, so it would always be null: only the audit trail shows it.
      hidden: true,
      auditChanges: true,
      label: { en: 'Revoked at', de: 'Widerrufen am' },
    },
    {
      name: 'last_used_at',
      type: 'datetime',
      readOnly: true,
      label: { en: 'Last used at', de: 'Zuletzt benutzt am' },
    },
    {
      name: 'created_at',
      type: 'datetime',
      auto: 'createdAt',
      label: { en: 'Created at', de: 'Erstellt am' },
    },
  ],
});
