import type { RecordType } from '@recordgate/core';

/** The component name of a type's record schema: `classification-code` → `ClassificationCode`. */
export function schemaName(type: RecordType): string {
  return pascalCase(type.name);
}

/** The start of a type's operation ids: `classification-code` → `classificationCode`. */
export function camelName(name: string): string {
  const pascal = pascalCase(name);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
}

function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
