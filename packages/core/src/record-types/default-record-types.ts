import type { FieldDefinition, RecordType } from '../model/types.js';
import { defineRecordType } from './define-record-type.js';

// Field declarations shared by several default types. Each is plain data; an installation's own
// types may reuse them or declare their own.
const uuid: FieldDefinition = {
  name: 'uuid',
  type: 'string',
  maxLength: 36,
  auto: 'uuid',
  unique: true,
  label: { en: 'UUID', de: 'UUID' },
};
const name: FieldDefinition = {
  name: 'name',
  type: 'string',
  required: true,
  label: { en: 'Name', de: 'Name' },
};
const company: FieldDefinition = {
  name: 'company_id',
  type: 'reference',
  references: 'company',
  auto: 'company',
  label: { en: 'Company', de: 'Firma' },
};
const createdAt: FieldDefinition = {
  name: 'created_at',
  type: 'datetime',
  auto: 'createdAt',
  label: { en: 'Created at', de: 'Erstellt am' },
};
const updatedAt: FieldDefinition = {
  name: 'updated_at',
  type: 'datetime',
  auto: 'updatedAt',
  label: { en: 'Updated at', de: 'Geändert am' },
};
const createdBy: FieldDefinition = {
  name: 'created_by',
  type: 'reference',
  references: 'user',
  auto: 'createdBy',
  label: { en: 'Created by', de: 'Erstellt von' },
};
const updatedBy: FieldDefinition = {
  name: 'updated_by',
  type: 'reference',
  references: 'user',
  auto: 'updatedBy',
  label: { en: 'Updated by', de: 'Geändert von' },
};

/**
 * The field declarations the default types share (the tenant, creation and change stamps), for an
 * installation's own types to reuse: `fields: [..., commonFields.company, commonFields.createdAt]`.
 */
export const commonFields = {
  company,
  createdAt,
  updatedAt,
  createdBy,
  updatedBy,
} as const satisfies Record<string, FieldDefinition>;

/** The record types of the default installation (docs/record-types.md, "The default installation"). */
export const defaultRecordTypes: readonly RecordType[] = [
  defineRecordType({
    name: 'document',
    modelClass: 'recordgate.models.Document',
    searchClass: 'recordgate.models.DocumentSearch',
    lookupField: 'title',
    // A company's documents by creation time: an admin's list sorted on created_at reads the index
    // in order instead of sorting the company's documents. By title: a `like` filter on the title
    // (the search clients use most) reads the index alone, not every row of the company.
    indexes: [
      ['company_id', 'created_at'],
      ['company_id', 'title'],
    ],
    search: { fields: ['title', 'description'], file: true },
    fields: [
      uuid,
      { name: 'title', type: 'string', required: true, label: { en: 'Title', de: 'Titel' } },
      { name: 'description', type: 'text', label: { en: 'Description', de: 'Beschreibung' } },
      {
        name: 'document_date',
        type: 'datetime',
        label: { en: 'Document date', de: 'Dokumentdatum' },
      },
      company,
      {
        name: 'classification_code_id',
        type: 'reference',
        references: 'classification-code',
        label: { en: 'Classification code', de: 'Aktenzeichen' },
      },
      {
        name: 'principal_id',
        type: 'reference',
        references: 'principal',
        label: { en: 'Principal', de: 'Auftraggeber' },
      },
      createdBy,
      updatedBy,
      createdAt,
      updatedAt,
      {
        name: 'file_name',
        type: 'string',
        readOnly: true,
        label: { en: 'File name', de: 'Dateiname' },
      },
      {
        name: 'file_size',
        type: 'integer',
        readOnly: true,
        label: { en: 'File size', de: 'Dateigröße' },
      },
      {
        name: 'file_mime',
        type: 'string',
        maxLength: 127,
        readOnly: true,
        label: { en: 'File type', de: 'Dateityp' },
      },
      {
        name: 'file_sha256',
        type: 'string',
        maxLength: 64,
        readOnly: true,
        label: { en: 'File SHA-256', de: 'Datei-SHA-256' },
      },
    ],
  }),
  defineRecordType({
    name: 'user',
    modelClass: 'recordgate.models.User',
    searchClass: 'recordgate.models.UserSearch',
    lookupField: 'username',
    // Unique within the company, not across the installation: another company's usernames are free,
    // so creating a user never reveals that a name exists elsewhere (docs/record-types.md).
    uniques: [['company_id', 'username']],
    fields: [
      uuid,
      {
        name: 'username',
        type: 'string',
        required: true,
        maxLength: 64,
        label: { en: 'Username', de: 'Benutzername' },
      },
      { name: 'email', type: 'string', label: { en: 'Email', de: 'E-Mail' } },
      { name: 'name', type: 'string', label: { en: 'Name', de: 'Name' } },
      {
        name: 'role',
        type: 'string',
        required: true,
        values: ['admin', 'member'],
        maxLength: 16,
        label: { en: 'Role', de: 'Rolle' },
      },
      company,
      createdAt,
      updatedAt,
      // Set by the operator (`recordgate user disable`): the user's keys stop authenticating. Never
      // served or written over HTTP (docs/operations.md, "Users and keys").
      {
        name: 'disabled_at',
        type: 'datetime',
        hidden: true,
        label: { en: 'Disabled at', de: 'Deaktiviert am' },
      },
    ],
  }),
  defineRecordType({
    name: 'company',
    modelClass: 'recordgate.models.Company',
    searchClass: 'recordgate.models.CompanySearch',
    lookupField: 'name',
    fields: [uuid, { ...name, unique: true }, createdAt, updatedAt],
  }),
  defineRecordType({
    name: 'classification-code',
    modelClass: 'recordgate.models.ClassificationCode',
    searchClass: 'recordgate.models.ClassificationCodeSearch',
    lookupField: 'code',
    fields: [
      {
        name: 'code',
        type: 'string',
        required: true,
        maxLength: 64,
        label: { en: 'Code', de: 'Kennung' },
      },
      name,
      company,
      createdAt,
      updatedAt,
    ],
  }),
  defineRecordType({
    name: 'principal',
    modelClass: 'recordgate.models.Principal',
    searchClass: 'recordgate.models.PrincipalSearch',
    lookupField: 'name',
    fields: [name, company, createdAt, updatedAt],
  }),
  defineRecordType({
    name: 'group',
    modelClass: 'recordgate.models.Group',
    searchClass: 'recordgate.models.GroupSearch',
    lookupField: 'name',
    fields: [name, company, createdAt, updatedAt],
  }),
  defineRecordType({
    name: 'group-member',
    modelClass: 'recordgate.models.GroupMember',
    searchClass: 'recordgate.models.GroupMemberSearch',
    // A membership goes with its group and with its user.
    fields: [
      {
        name: 'group_id',
        type: 'reference',
        references: 'group',
        required: true,
        onDelete: 'cascade',
        label: { en: 'Group', de: 'Gruppe' },
      },
      {
        name: 'user_id',
        type: 'reference',
        references: 'user',
        required: true,
        onDelete: 'cascade',
        label: { en: 'User', de: 'Benutzer' },
      },
      createdAt,
    ],
  }),
  defineRecordType({
    name: 'share',
    modelClass: 'recordgate.models.Share',
    searchClass: 'recordgate.models.ShareSearch',
    // A share goes with its document and with the user or group it grants to.
    fields: [
      {
        name: 'document_id',
        type: 'reference',
        references: 'document',
        required: true,
        onDelete: 'cascade',
        label: { en: 'Document', de: 'Dokument' },
      },
      {
        name: 'user_id',
        type: 'reference',
        references: 'user',
        onDelete: 'cascade',
        label: { en: 'User', de: 'Benutzer' },
      },
      {
        name: 'group_id',
        type: 'reference',
        references: 'group',
        onDelete: 'cascade',
        label: { en: 'Group', de: 'Gruppe' },
      },
      {
        name: 'permission',
        type: 'string',
        required: true,
        values: ['read', 'write'],
        maxLength: 8,
        label: { en: 'Permission', de: 'Berechtigung' },
      },
      createdBy,
      createdAt,
    ],
    constraints: [{ exactlyOne: ['user_id', 'group_id'] }],
    // A member's access to one document is checked by probing its shares for the member and their
    // groups (ADR 0016): one entry per probe, where the single-column indexes would walk all of the
    // member's shares (or all of the document's).
    indexes: [
      ['document_id', 'user_id'],
      ['document_id', 'group_id'],
    ],
  }),
];
