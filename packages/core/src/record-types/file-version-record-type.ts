import type { Field, FieldDefinition, RecordType } from '../model/types.js';
import { defineRecordType } from './define-record-type.js';

/** The fields of a file version as the versions call shows them, in this order. */
const SHOWN: readonly FieldDefinition[] = [
  { name: 'version', type: 'integer', required: true, label: { en: 'Version', de: 'Version' } },
  { name: 'file_name', type: 'string', label: { en: 'File name', de: 'Dateiname' } },
  { name: 'file_size', type: 'integer', label: { en: 'File size', de: 'Dateigröße' } },
  {
    name: 'file_mime',
    type: 'string',
    maxLength: 127,
    label: { en: 'File type', de: 'Dateityp' },
  },
  {
    name: 'file_sha256',
    type: 'string',
    maxLength: 64,
    label: { en: 'File SHA-256', de: 'Datei-SHA-256' },
  },
  { name: 'created_at', type: 'datetime', label: { en: 'Created at', de: 'Erstellt am' } },
  // The uploader's user id, as a plain integer: the type must not depend on an installation's types.
  { name: 'created_by', type: 'integer', label: { en: 'Created by', de: 'Erstellt von' } },
];

/**
 * The internal type holding file versions (docs/documents.md, "File versions"): one row per file a
 * record of a file-carrying type ever had, the current file included (it is the highest version).
 * Rows name their record by type and id, and keep the record's company for the tenant's own queries.
 * Never routed over HTTP: the versions call reads it under the access rules of the record's view.
 * It declares the four file metadata fields, so the file keeper counts a version as a user of its
 * stored file and never removes bytes a version still names.
 */
export const fileVersionRecordType: RecordType = defineRecordType({
  name: 'file-version',
  modelClass: 'recordgate.models.FileVersion',
  searchClass: 'recordgate.models.FileVersionSearch',
  internal: true,
  fields: [
    {
      name: 'record_type',
      type: 'string',
      maxLength: 64,
      required: true,
      hidden: true,
      label: { en: 'Record type', de: 'Datensatztyp' },
    },
    {
      name: 'record_id',
      type: 'integer',
      required: true,
      hidden: true,
      label: { en: 'Record', de: 'Datensatz' },
    },
    {
      name: 'company_id',
      type: 'integer',
      hidden: true,
      label: { en: 'Company', de: 'Firma' },
    },
    ...SHOWN,
  ],
  // The versions of one record, newest first, read from the unique index alone; "is this stored file
  // still used" (the file keeper, files gc) is one lookup by hash.
  uniques: [['record_type', 'record_id', 'version']],
  indexes: [['file_sha256']],
});

const shown: readonly Field[] = fileVersionRecordType.fields.filter((f) =>
  SHOWN.some((s) => s.name === f.name),
);

/**
 * The shape of a version as the versions call returns it: the shown fields only (no `id`), so the
 * shaping headers (`fields`, `dateFormat`, `dateFields`) name exactly what the response holds.
 *
 * @internal Used by `@recordgate/koa`'s versions call and its OpenAPI schema; not for embedders.
 */
export const fileVersionView: RecordType = {
  ...fileVersionRecordType,
  fields: shown,
  visibleFields: shown,
  fieldsByName: new Map(shown.map((f) => [f.name, f])),
};
