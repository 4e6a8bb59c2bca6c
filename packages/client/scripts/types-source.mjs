import { createTypeRegistry, defaultRecordTypes } from '@recordgate/core';
import { createOpenApiDocument } from '@recordgate/koa';
import openapiTS, { astToString } from 'openapi-typescript';

const HEADER = `// Generated from the OpenAPI document of the default installation by scripts/generate-types.mjs
// (openapi-typescript). Do not edit: \`npm run build\` writes it again.
`;

/**
 * The TypeScript of the default installation's document: openapi-typescript's `paths` and
 * `components`, with a binary file part typed as what fetch sends (Blob).
 */
export async function generateTypes() {
  const document = createOpenApiDocument({ types: createTypeRegistry(defaultRecordTypes) });
  const ast = await openapiTS(document, {
    transform(schema) {
      if (schema.format === 'binary') return schema.nullable ? 'Blob | null' : 'Blob';
      return undefined;
    },
  });
  return HEADER + astToString(ast) + recordTypes(document);
}

// `RecordTypes`: each controller of the document with the schemas of its record, its bodies and
// its description, so the client's calls are typed by the controller's name.
function recordTypes(document) {
  const schemas = document.components.schemas;
  const entry = (name, suffix) =>
    schemas[name + suffix] ? `components['schemas']['${name}${suffix}']` : 'never';
  const lines = document.tags.map(({ name: controller }) => {
    const path = document.paths[`/${controller}/api/default/view`];
    const ref = path.get.responses['200'].content['application/json'].schema.$ref;
    const name = ref.split('/').pop();
    return `  '${controller}': {\n    record: ${entry(name, '')};\n    create: ${entry(name, 'Create')};\n    update: ${entry(name, 'Update')};\n    info: ${entry(name, 'Info')};\n  };`;
  });
  return `\n/** The record types of the default installation by controller name: record, bodies, description. */\nexport interface RecordTypes {\n${lines.join('\n')}\n}\n`;
}
