import type { RecordType } from '../model/types.js';
import { defineRecordType } from './define-record-type.js';

/** The actions an audit event records (docs/events.md, "Audit trail"). */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'key-created',
  'key-revoked',
] as const;

/** One of {@link AUDIT_ACTIONS}. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The audit trail, which is also the outbox of change events: one row per change, written by
 * `commitWrite` in the change's transaction. Clients list and view it (the default policy: admins of
 * the row's company only); nobody writes it through the API. The hidden `event_type` and `event_body`
 * hold the change event exactly as delivered, read by `StorageAdapter.readEvents` in `id` order
 * (ADR 0013).
 */
export const auditEventRecordType: RecordType = defineRecordType({
  name: 'audit-event',
  modelClass: 'recordgate.models.AuditEvent',
  searchClass: 'recordgate.models.AuditEventSearch',
  readOnly: true,
  // Every change inserts a row, and every index of the table is an entry each insert writes; every
  // read is an admin's, always within their company. So: the indexes of the filters docs/events.md
  // names, each led by the company (its newest page, a time range, one user's changes, one record's
  // history), and no single-column ones. `event_id` has none: events are read by `id` (readEvents),
  // and a filter on it scans the company's rows. Pruning by age scans the table (a daily job).
  singleIndexes: false,
  indexes: [
    ['company_id'],
    ['company_id', 'occurred_at'],
    ['company_id', 'user_id'],
    ['company_id', 'record_type', 'record_id'],
  ],
  fields: [
    {
      name: 'event_id',
      type: 'string',
      maxLength: 36,
      readOnly: true,
      label: { en: 'Event ID', de: 'Ereignis-ID' },
    },
    {
      name: 'action',
      type: 'string',
      maxLength: 16,
      values: AUDIT_ACTIONS,
      readOnly: true,
      label: { en: 'Action', de: 'Aktion' },
    },
    {
      name: 'record_type',
      type: 'string',
      maxLength: 64,
      readOnly: true,
      label: { en: 'Record type', de: 'Datensatztyp' },
    },
    {
      name: 'record_id',
      type: 'integer',
      readOnly: true,
      label: { en: 'Record ID', de: 'Datensatz-ID' },
    },
    {
      name: 'user_id',
      type: 'reference',
      references: 'user',
      readOnly: true,
      label: { en: 'User', de: 'Benutzer' },
    },
    {
      name: 'key_id',
      type: 'integer',
      readOnly: true,
      label: { en: 'API key ID', de: 'API-Schlüssel-ID' },
    },
    {
      name: 'request_id',
      type: 'string',
      maxLength: 128,
      readOnly: true,
      label: { en: 'Request ID', de: 'Anfrage-ID' },
    },
    { name: 'changes', type: 'json', label: { en: 'Changes', de: 'Änderungen' } },
    {
      name: 'occurred_at',
      type: 'datetime',
      readOnly: true,
      label: { en: 'Occurred at', de: 'Zeitpunkt' },
    },
    {
      name: 'company_id',
      type: 'reference',
      references: 'company',
      auto: 'company',
      label: { en: 'Company', de: 'Firma' },
    },
    {
      name: 'event_type',
      type: 'string',
      maxLength: 128,
      hidden: true,
      label: { en: 'Event type', de: 'Ereignistyp' },
    },
    { name: 'event_body', type: 'text', hidden: true, label: { en: 'Event', de: 'Ereignis' } },
  ],
});
