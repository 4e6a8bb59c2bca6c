import { RecordError } from '../errors/record-error.js';
import type {
  Field,
  FieldDefinition,
  RecordType,
  RecordTypeDefinition,
  Reference,
} from '../model/types.js';
import { checkFieldMapping, checkTableMapping } from './check-mapping.js';
import { FILE_FIELDS } from './file-fields.js';

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
const CONTROLLER = /^[a-z][a-z0-9-]*$/;

const ID_FIELD: FieldDefinition = {
  name: 'id',
  type: 'integer',
  label: { en: 'ID', de: 'ID' },
  readOnly: true,
};

/**
 * `created_by` → `createdBy`, `company_id` → `company`: a reference's default name (docs/interface.md,
 * "Record types").
 */
export function referenceNameOf(field: string): string {
  return field.replace(/_id$/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Checks a record-type declaration and fills its defaults. Throws a `RecordError` (`invalid`) naming the
 * problem, so a mistake in an installation's types fails at start-up, not on the first request.
 *
 * @example
 * ```ts
 * const invoice = defineRecordType({
 *   name: 'invoice',
 *   modelClass: 'app.models.Invoice',
 *   searchClass: 'app.models.InvoiceSearch',
 *   lookupField: 'number',
 *   fields: [
 *     { name: 'number', type: 'string', required: true, label: { en: 'Number', de: 'Nummer' } },
 *     { name: 'company_id', type: 'reference', references: 'company', auto: 'company',
 *       label: { en: 'Company', de: 'Firma' } },
 *   ],
 * });
 * ```
 */
export function defineRecordType(definition: RecordTypeDefinition): RecordType {
  const fail = (problem: string): never => {
    throw new RecordError('invalid', `Record type "${definition.name}": ${problem}`);
  };
  if (!CONTROLLER.test(definition.name)) {
    fail('the name must be lower-case letters, digits and dashes, starting with a letter.');
  }
  const fields: Field[] = [];
  const fieldsByName = new Map<string, Field>();
  // A type with the file fields takes files: they are the stored file's, set by the server only (a
  // client naming a content hash would reach a file of another company's record).
  const takesFiles = FILE_FIELDS.every((name) => definition.fields.some((f) => f.name === name));
  const idField = { ...ID_FIELD, column: definition.idColumn };
  for (const given of [idField, ...definition.fields]) {
    const isFileField = takesFiles && (FILE_FIELDS as readonly string[]).includes(given.name);
    const declared = isFileField ? { ...given, readOnly: true } : given;
    if (given.name === 'id' && given !== idField)
      fail('field "id" is every type\'s own: map its column with "idColumn" instead.');
    const field = defineField(declared, fieldsByName, fail);
    fields.push(field);
    fieldsByName.set(field.name, field);
  }
  const { references, referenceFields, referencesByName } = defineReferences(
    fields,
    fieldsByName,
    fail,
  );
  if (definition.lookupField !== undefined && !fieldsByName.has(definition.lookupField)) {
    fail(`lookup field "${definition.lookupField}" is not a field of the type.`);
  }
  for (const constraint of definition.constraints ?? []) {
    const unknown = constraint.exactlyOne.filter((name) => !fieldsByName.get(name)?.writable);
    if (unknown.length > 0)
      fail(`constraint exactlyOne names ${unknown.join(', ')}, which are not writable fields.`);
  }
  for (const index of [...(definition.indexes ?? []), ...(definition.uniques ?? [])]) {
    const unknown = index.filter((name) => !fieldsByName.has(name));
    if (index.length === 0 || unknown.length > 0)
      fail(`index [${index.join(', ')}] must name fields of the type.`);
  }
  checkSearch(definition, fieldsByName, fail);
  for (const { field, from } of definition.backfill ?? []) {
    const names = [field, from].filter((name) => fieldsByName.get(name)?.type !== 'string');
    if (names.length > 0) fail(`backfill names ${names.join(', ')}, which are not string fields.`);
  }
  const mapped = checkMapping(definition, fields, fail);
  return {
    name: definition.name,
    table: definition.table ?? definition.name.replaceAll('-', '_'),
    modelClass: definition.modelClass,
    searchClass: definition.searchClass,
    lookupField: definition.lookupField,
    internal: definition.internal ?? false,
    readOnly: definition.readOnly ?? false,
    immutable: definition.immutable ?? false,
    revealed: definition.revealed ?? [],
    fields,
    fieldsByName,
    visibleFields: fields.filter((f) => !f.hidden),
    references,
    referenceFields,
    referencesByName,
    companyField: fields.find((f) => f.auto === 'company')?.name,
    constraints: definition.constraints ?? [],
    indexes: definition.indexes ?? [],
    singleIndexes: definition.singleIndexes ?? true,
    uniques: definition.uniques ?? [],
    search: definition.search && {
      fields: definition.search.fields,
      file: !!definition.search.file,
    },
    prepareWrite: definition.prepareWrite,
    external: definition.external ?? false,
    backfill: definition.backfill ?? [],
    where: definition.where ?? {},
    columnDefaults: definition.columnDefaults ?? {},
    mapped,
  };
}

// The table mapping checked; whether anything is mapped (a column, a stored form, a row condition).
function checkMapping(
  definition: RecordTypeDefinition,
  fields: readonly Field[],
  fail: (problem: string) => never,
): boolean {
  checkTableMapping(
    definition,
    fields.map((f) => [f.column, f.name] as const),
    fail,
  );
  return (
    (definition.external ?? false) ||
    Object.keys(definition.where ?? {}).length > 0 ||
    Object.keys(definition.columnDefaults ?? {}).length > 0 ||
    fields.some(
      (f) =>
        f.column !== f.name ||
        (f.storedAs ?? 'datetime') !== 'datetime' ||
        f.nullValues !== undefined ||
        f.storedValues !== undefined,
    )
  );
}

// Searchable fields hold text; a searchable file needs the file fields.
function checkSearch(
  { search }: RecordTypeDefinition,
  fieldsByName: ReadonlyMap<string, Field>,
  fail: (problem: string) => never,
) {
  if (!search) return;
  if (search.fields.length === 0 && !search.file) fail('search names no field and no file.');
  for (const name of search.fields) {
    const field = fieldsByName.get(name);
    if (field?.type !== 'string' && field?.type !== 'text')
      fail(`search field "${name}" must be a string or text field of the type.`);
  }
  if (search.file && !fieldsByName.has('file_sha256'))
    fail('search includes the file, but the type has no file fields.');
}

// One field's declaration, checked against the fields declared before it, with its defaults filled.
function defineField(
  declared: FieldDefinition,
  before: ReadonlyMap<string, Field>,
  fail: (problem: string) => never,
): Field {
  if (!SNAKE_CASE.test(declared.name)) fail(`field "${declared.name}" must be snake_case.`);
  if (before.has(declared.name)) fail(`field "${declared.name}" is declared twice.`);
  if (declared.type === 'reference' && !declared.references) {
    fail(`reference field "${declared.name}" must name the type it references.`);
  }
  if (declared.onDelete && declared.type !== 'reference') {
    fail(`field "${declared.name}" deletes with its reference but is not a reference field.`);
  }
  if (declared.values && declared.type !== 'string') {
    fail(`field "${declared.name}" has allowed values but is not a string field.`);
  }
  checkFieldMapping(declared, fail);
  const writeOnly = declared.writeOnly ?? false;
  // A JSON document is written by the server and compared by no database alike.
  const json = declared.type === 'json';
  const readOnly = (declared.readOnly ?? false) || json;
  // A write-only field is hidden from every reader, yet a client may send it.
  const hidden = (declared.hidden ?? false) || writeOnly;
  if (writeOnly && (declared.hidden || readOnly || declared.auto !== undefined)) {
    fail(`field "${declared.name}" is write-only, so it cannot be hidden, read-only or automatic.`);
  }
  if (declared.auditChanges && (!declared.hidden || writeOnly)) {
    fail(`field "${declared.name}" records its changes for the audit only when hidden.`);
  }
  return {
    ...declared,
    maxLength: declared.maxLength ?? (declared.type === 'string' ? 255 : undefined),
    required: declared.required ?? false,
    readOnly,
    hidden,
    writable: writeOnly || (!readOnly && !hidden && declared.auto === undefined),
    filterable: !hidden && !json && (declared.filterable ?? true),
    sortable: !hidden && !json && (declared.sortable ?? true),
    column: declared.column ?? declared.name,
  };
}

// The type's reference fields, and those a client may follow, expand, filter and sort by, found by
// field name and by reference name: a hidden or write-only reference field is not one of these (it is
// never shown), but a write still checks the id it is given.
function defineReferences(
  fields: readonly Field[],
  fieldsByName: ReadonlyMap<string, Field>,
  fail: (problem: string) => never,
) {
  const referenceFields: Reference[] = fields
    .filter((f) => f.type === 'reference')
    .map((f) => ({
      field: f.name,
      name: f.referenceName ?? referenceNameOf(f.name),
      target: f.references!,
    }));
  const references = referenceFields.filter((r) => {
    const field = fieldsByName.get(r.field)!;
    return !field.hidden && !field.writeOnly;
  });
  const referencesByName = new Map<string, Reference>();
  for (const reference of references) {
    referencesByName.set(reference.field, reference);
    if (reference.name !== reference.field) {
      if (fieldsByName.has(reference.name)) {
        fail(`reference name "${reference.name}" collides with a field of the same name.`);
      }
      referencesByName.set(reference.name, reference);
    }
  }
  return { references, referenceFields, referencesByName };
}
