// The mapped scenarios of the benchmark harness (bench/run.mjs): a copy of the seeded SQLite file in
// which the same documents also live in a table in another application's style (camelCase columns,
// a key called `documentId`, dates as integer Unix seconds, indexes as on RecordGate's own table),
// and a record-types file that maps the default `document` type onto it. A second `recordgate serve`
// on the copy answers the same URLs with the same keys and ids as the one on RecordGate's own schema,
// so each read is measured on both, one after the other, and compared per request.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';

/** The default document's fields and the columns of the other application's table that hold them. */
const COLUMNS = [
  ['uuid', 'docUuid', { type: 'string', maxLength: 36, auto: 'uuid' }, 'varchar(36)'],
  ['title', 'docTitle', { type: 'string', required: true }, 'varchar(255) NOT NULL'],
  ['description', 'docComment', { type: 'text' }, 'text'],
  ['document_date', 'docDate', { type: 'datetime' }, 'integer'],
  [
    'company_id',
    'tenantId',
    { type: 'reference', references: 'company', auto: 'company' },
    'integer',
  ],
  [
    'classification_code_id',
    'classificationCodeId',
    { type: 'reference', references: 'classification-code' },
    'integer',
  ],
  ['principal_id', 'principalId', { type: 'reference', references: 'principal' }, 'integer'],
  [
    'created_by',
    'ownerId',
    { type: 'reference', references: 'user', auto: 'createdBy' },
    'integer',
  ],
  [
    'updated_by',
    'changedBy',
    { type: 'reference', references: 'user', auto: 'updatedBy' },
    'integer',
  ],
  ['created_at', 'createdAt', { type: 'datetime', auto: 'createdAt' }, 'integer'],
  ['updated_at', 'updatedAt', { type: 'datetime', auto: 'updatedAt' }, 'integer'],
  ['file_name', 'fileName', { type: 'string', readOnly: true }, 'varchar(255)'],
  ['file_size', 'fileSize', { type: 'integer', readOnly: true }, 'integer'],
  ['file_mime', 'mimeType', { type: 'string', maxLength: 127, readOnly: true }, 'varchar(127)'],
  ['file_sha256', 'checksum', { type: 'string', maxLength: 64, readOnly: true }, 'varchar(64)'],
];

const q = (name) => `"${name}"`;

/**
 * Copies `sqliteFile` to `dir/mapped.sqlite`, fills the other application's `dmsDocuments` table there
 * from the seeded documents and writes the types file; resolves with the copy's URL and the file.
 */
export async function prepareMappedCopy({ sqliteFile, dir }) {
  const url = join(dir, 'mapped.sqlite');
  await withConnection(sqliteFile, (c) => c.execute(`VACUUM INTO '${url.replaceAll("'", "''")}'`));
  const seconds = (column) => `CAST(strftime('%s', ${q(column)}) AS INTEGER)`;
  await withConnection(url, async (c) => {
    await c.execute(
      `CREATE TABLE ${q('dmsDocuments')} (${q('documentId')} INTEGER PRIMARY KEY AUTOINCREMENT, ${COLUMNS.map(([, column, , sql]) => `${q(column)} ${sql}`).join(', ')})`,
    );
    await c.execute(
      `INSERT INTO ${q('dmsDocuments')} (${q('documentId')}, ${COLUMNS.map(([, column]) => q(column)).join(', ')}) SELECT "id", ${COLUMNS.map(([field, , declared]) => (declared.type === 'datetime' ? seconds(field) : q(field))).join(', ')} FROM "document"`,
    );
    // The indexes RecordGate keeps on its own documents table, on the same columns. No ANALYZE: the
    // seeded file has no statistics, and with them SQLite would plan the other tables differently.
    const indexes = [
      ['tenantId', 'createdAt'],
      ['tenantId', 'docTitle'],
      ['classificationCodeId'],
      ['principalId'],
      ['ownerId'],
      ['changedBy'],
    ];
    for (const columns of indexes) {
      await c.execute(
        `CREATE INDEX ${q(`dmsDocuments_${columns.join('_')}`)} ON ${q('dmsDocuments')} (${columns.map(q).join(', ')})`,
      );
    }
  });
  const types = join(dir, 'mapped-types.json');
  writeFileSync(types, JSON.stringify({ types: [mappedDocument()] }, null, 2));
  return { url, types };
}

/** The default `document` type mapped onto `dmsDocuments` (its content search left out: external). */
function mappedDocument() {
  return {
    name: 'document',
    table: 'dmsDocuments',
    external: true,
    idColumn: 'documentId',
    modelClass: 'recordgate.models.Document',
    searchClass: 'recordgate.models.DocumentSearch',
    lookupField: 'title',
    fields: COLUMNS.map(([name, column, declared]) => ({
      name,
      column,
      ...declared,
      ...(declared.type === 'datetime' ? { storedAs: 'unix-seconds' } : {}),
    })),
  };
}

async function withConnection(url, run) {
  const storage = await createMikroOrmStorage({ url, types: [] });
  try {
    await run((await storage.orm()).em.getConnection());
  } finally {
    await storage.close();
  }
}
