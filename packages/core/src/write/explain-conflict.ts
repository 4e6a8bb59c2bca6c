import { isRecordError, RecordError } from '../errors/record-error.js';
import type { FieldValue, RecordType } from '../model/types.js';
import type { RecordContext } from '../service/record-context.js';

/**
 * A unique value another record holds is a validation error of that field, as in Yii2. `values` gives
 * the values of the write's last attempt.
 */
export function explainConflict(
  ctx: RecordContext,
  type: RecordType,
  values: () => Readonly<Record<string, FieldValue>>,
): (error: unknown) => never {
  return (error) => {
    const field = isRecordError(error, 'conflict')
      ? type.fieldsByName.get(error.fields[0]?.field ?? '')
      : undefined;
    if (!field) throw error;
    const message = ctx.messages.taken(field.label[ctx.language], String(values()[field.name]));
    throw new RecordError('invalid', 'The record data is invalid.', {
      fields: [{ field: field.name, message }],
      cause: error,
    });
  };
}
