import type { DatabaseColumn, DatabaseTableInfo } from '@recordgate/storage-mikro-orm/schema';
import { inWords } from '../record-types-file/load-record-types-file.js';
import type {
  RecordTypesFile,
  TypeDeclaration,
} from '../record-types-file/record-types-file-schema.js';

/** Options of {@link recordTypesOfTables}. */
export interface RecordTypesOfTablesOptions {
  /** Only these tables. @default every table */
  readonly tables?: readonly string[];
  /** Taken off the front of table names before they become type names (`tbl`). @default '' */
  readonly stripPrefix?: string;
}

/** The record-types file of a schema, the columns it leaves out and its guesses (one line each). */
export interface IntrospectedTypes {
  readonly file: RecordTypesFile;
  readonly skipped: readonly string[];
  /** Fields declared from a guess the reader should check (a key kept as text, ADR 0051). */
  readonly notes: readonly string[];
}

type FieldDeclaration = TypeDeclaration['fields'][number];

/**
 * `recordgate introspect`: a record-types file for the tables of a database, as its catalogue
 * describes them (docs/existing-databases.md, "Start from introspect"). Each table with a one-column
 * integer primary key becomes an external type named after the table; each column a field; each
 * single-column foreign key a reference to the type of the table it names.
 */
export function recordTypesOfTables(
  tables: readonly DatabaseTableInfo[],
  options: RecordTypesOfTablesOptions = {},
): IntrospectedTypes {
  const skipped: string[] = [];
  const notes: string[] = [];
  const chosen = tables.filter(
    (t) => !/^sqlite_/.test(t.name) && (!options.tables || options.tables.includes(t.name)),
  );
  const keyed = new Map<string, string>();
  for (const table of chosen) {
    const key = integerKeyOf(table);
    if (key) keyed.set(table.name, typeNameOf(table.name, options.stripPrefix));
    else skipped.push(`${table.name}: no one-column integer primary key, so no record type.`);
  }
  const types = chosen
    .filter((table) => keyed.has(table.name))
    .map((table) => typeOf(table, keyed, { skipped, notes }));
  return { file: { tenancy: 'single', defaults: false, types }, skipped, notes };
}

function typeOf(
  table: DatabaseTableInfo,
  keyed: ReadonlyMap<string, string>,
  { skipped, notes }: { skipped: string[]; notes: string[] },
): TypeDeclaration {
  const name = keyed.get(table.name)!;
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const idColumn = integerKeyOf(table)!;
  const fields: FieldDeclaration[] = [];
  const taken = new Set(['id']);
  for (const column of table.columns) {
    if (column.name === idColumn) continue;
    const field = fieldOf(column, table, keyed);
    if (typeof field === 'string') {
      skipped.push(`${table.name}.${column.name}: ${field}`);
      continue;
    }
    if (taken.has(field.name)) {
      skipped.push(`${table.name}.${column.name}: its field name "${field.name}" is taken.`);
      continue;
    }
    taken.add(field.name);
    fields.push(field);
    if (field.storedAs === 'text') notes.push(`${table.name}.${column.name}: ${KEY_AS_TEXT}`);
  }
  // A reference whose name is another field's gets a name of its own.
  for (const [i, field] of fields.entries()) {
    if (field.type !== 'reference') continue;
    const reference = field.name
      .replace(/_id$/, '')
      .replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (taken.has(reference) && reference !== field.name)
      fields[i] = { ...field, referenceName: `${reference}Ref` };
  }
  return {
    name,
    modelClass: `external.${pascal}`,
    searchClass: `external.${pascal}Search`,
    table: table.name,
    external: true,
    ...(idColumn === 'id' ? {} : { idColumn }),
    // Records are created only where the database numbers them.
    ...(table.columns.find((c) => c.name === idColumn)?.autoIncrement ? {} : { readOnly: true }),
    fields,
  };
}

// A column as a field, or why it cannot be one.
function fieldOf(
  column: DatabaseColumn,
  table: DatabaseTableInfo,
  keyed: ReadonlyMap<string, string>,
): FieldDeclaration | string {
  const references = table.references.get(column.name);
  const name = fieldNameOf(column.name);
  if (!name) return 'its name makes no field name.';
  const type = fieldTypeOf(column);
  if (!type) return `its type ${column.type} has no field type.`;
  const target = references === undefined ? undefined : keyed.get(references);
  const common = {
    name,
    ...(name === column.name ? {} : { column: column.name }),
    label: { en: inWords(name) },
    ...(!column.nullable && !column.filled ? { required: true } : {}),
  };
  if (target && type === 'integer') return { ...common, type: 'reference', references: target };
  if (keptAsText(table, column)) return { ...common, type: 'integer', storedAs: 'text' };
  if (type === 'string') {
    return { ...common, type, ...(column.length ? { maxLength: column.length } : {}) };
  }
  return { ...common, type };
}

const KEY_AS_TEXT =
  'read as an integer key kept as text ("storedAs": "text"): a generic relation\'s object key beside its content type. Make it a reference to the type its rows name, or a string if it holds more than integer keys.';

/**
 * Whether a character column holds integer keys as their digits, as a generic relation's object key
 * does (Django's `object_pk` beside `content_type_id`, ADR 0051): then the access policy's sets must
 * compare it with ids, which `storedAs: "text"` does.
 */
function keptAsText(table: DatabaseTableInfo, column: DatabaseColumn): boolean {
  if (fieldTypeOf(column) !== 'string' && fieldTypeOf(column) !== 'text') return false;
  const name = fieldNameOf(column.name) ?? '';
  const besideContentType = table.columns.some((c) =>
    /content_type_id$/.test(fieldNameOf(c.name) ?? ''),
  );
  return /(^|_)pk$/.test(name) || (besideContentType && /(^|_)object_id$/.test(name));
}

function fieldTypeOf(column: DatabaseColumn): FieldDeclaration['type'] | undefined {
  const type = column.type;
  if (/^(tinyint\(1\)|bool|boolean|bit\(1\))$/.test(type)) return 'boolean';
  if (/^(tiny|small|medium|big)?int|^integer|^serial|^bigserial/.test(type)) return 'integer';
  if (/^(var)?char|^character|^nvarchar|^string/.test(type))
    return column.length ? 'string' : 'text';
  if (/text|clob/.test(type)) return 'text';
  if (/^(datetime|timestamp|date\b)/.test(type)) return 'datetime';
  if (/^jsonb?$/.test(type)) return 'json';
  return undefined;
}

function integerKeyOf(table: DatabaseTableInfo): string | undefined {
  if (table.primaryKey.length !== 1) return undefined;
  const column = table.columns.find((c) => c.name === table.primaryKey[0]);
  return column && fieldTypeOf(column) === 'integer' ? column.name : undefined;
}

/** `fullName` → `full_name`, `userID` → `user_id`, `Folder List` → `folder_list`. */
export function fieldNameOf(column: string): string | undefined {
  const snake = column
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (snake === '') return undefined;
  return /^[a-z]/.test(snake) ? snake : `f_${snake}`;
}

/** `tblDocumentContent` (prefix `tbl`) → `document-content`; `tblACLs` → `acls`. */
export function typeNameOf(table: string, stripPrefix = ''): string {
  const rest =
    stripPrefix && table.startsWith(stripPrefix) ? table.slice(stripPrefix.length) : table;
  const name = rest
    .replace(
      /([A-Z]{2,})s(?=[A-Z]|$)/g,
      (_, caps: string) => `${caps.charAt(0)}${caps.slice(1).toLowerCase()}s`,
    )
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(name) ? name : `t-${name}`;
}
