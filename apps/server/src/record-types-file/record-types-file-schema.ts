import { z } from 'zod';

// The record-types file (RECORD_TYPES, `--types`): the JSON Schema `recordgate types schema` prints
// is generated from these zod schemas, and the loader checks a file with the same ones (ADR 0035).

const stored = z.union([z.string(), z.number(), z.boolean()]);
const columnName = z.string().min(1).max(64);
const label = z
  .object({ en: z.string().min(1).optional(), de: z.string().min(1).optional() })
  .strict()
  .describe('Display names per language; missing ones are made from the field name in words.');

const fieldSchema = z
  .object({
    name: z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/, { error: 'must be snake_case, such as "created_by"' }),
    type: z.enum(['integer', 'string', 'text', 'boolean', 'datetime', 'reference', 'json']),
    label: label.optional(),
    required: z.boolean().optional(),
    maxLength: z.number().int().positive().optional(),
    values: z.array(z.string()).min(1).optional(),
    references: z.string().optional(),
    referenceName: z.string().optional(),
    onDelete: z.literal('cascade').optional(),
    auto: z
      .enum(['uuid', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'company'])
      .optional(),
    readOnly: z.boolean().optional(),
    hidden: z.boolean().optional(),
    writeOnly: z.boolean().optional(),
    unique: z.boolean().optional(),
    filterable: z.boolean().optional(),
    sortable: z.boolean().optional(),
    column: columnName
      .optional()
      .describe('The column holding the field. Default: the field name.'),
    storedAs: z
      .enum(['datetime', 'unix-seconds', 'unix-milliseconds', 'text'])
      .optional()
      .describe(
        'How the field is stored: a datetime as datetime (default) or unix seconds or milliseconds; an integer or reference as text.',
      ),
    nullValues: z
      .array(stored)
      .min(1)
      .optional()
      .describe('Stored values that read as null; the first is written for null.'),
    storedValues: z
      .record(z.string(), z.array(stored).min(1))
      .optional()
      .describe('API value → the stored values that read as it; the first is written.'),
  })
  .strict();

const columnValues = z.record(z.string(), stored.or(z.null()));

/** One type declaration: what `defineRecordType` takes, as JSON. */
export const typeDeclarationSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, {
      error: 'must be lower-case letters, digits and dashes, such as "classification-code"',
    }),
    modelClass: z.string().min(1),
    searchClass: z.string().min(1),
    lookupField: z.string().optional(),
    readOnly: z.boolean().optional(),
    fields: z.array(fieldSchema),
    constraints: z.array(z.object({ exactlyOne: z.array(z.string()).min(2) }).strict()).optional(),
    indexes: z.array(z.array(z.string()).min(1)).optional(),
    singleIndexes: z.boolean().optional(),
    uniques: z.array(z.array(z.string()).min(1)).optional(),
    search: z
      .object({ fields: z.array(z.string()), file: z.boolean().optional() })
      .strict()
      .optional(),
    table: columnName.optional().describe('The table. Default: the name with - as _.'),
    external: z
      .boolean()
      .optional()
      .describe('The table belongs to another application: never created or changed.'),
    idColumn: columnName.optional().describe('The integer primary key column. Default: id.'),
    where: columnValues.optional().describe('Column → value: the rows of the table of this type.'),
    columnDefaults: columnValues
      .optional()
      .describe('Column → value an insert writes into columns no field maps.'),
  })
  .strict();

/** The whole file. */
export const recordTypesFileSchema = z
  .object({
    $schema: z.string().optional(),
    tenancy: z.enum(['companies', 'single']).optional(),
    defaults: z.boolean().optional(),
    ownTablesPrefix: z
      .string()
      .regex(/^[A-Za-z0-9_]*$/, { error: 'must be letters, digits and underscores, such as "rg_"' })
      .optional(),
    types: z.array(typeDeclarationSchema),
  })
  .strict();

/** A record-types file as read. */
export type RecordTypesFile = z.infer<typeof recordTypesFileSchema>;

/** A type declaration as read. */
export type TypeDeclaration = z.infer<typeof typeDeclarationSchema>;

/** The JSON Schema of the file (`recordgate types schema`). */
export function recordTypesJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(recordTypesFileSchema, { io: 'input' }),
    title: 'RecordGate record types',
  };
}
