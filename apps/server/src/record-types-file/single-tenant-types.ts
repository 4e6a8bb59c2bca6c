import { defineRecordType, type RecordType } from '@recordgate/core';

/**
 * The default types as one tenant serves them (`tenancy: "single"`): no `company` type, and no
 * `company_id` field in the others (nor in their indexes), so the whole installation is one company.
 */
export function singleTenantTypes(types: readonly RecordType[]): RecordType[] {
  const isCompany = (name: string) => name === 'company_id';
  return types
    .filter((type) => type.name !== 'company')
    .map((type) => {
      if (!type.fields.some((f) => isCompany(f.name))) return type;
      const without = (columns: readonly (readonly string[])[]) =>
        columns.map((c) => c.filter((name) => !isCompany(name))).filter((c) => c.length > 0);
      return defineRecordType({
        ...type,
        fields: type.fields.filter((f) => f.name !== 'id' && !isCompany(f.name)),
        indexes: without(type.indexes),
        uniques: without(type.uniques),
        search: type.search,
      });
    });
}
