/**
 * The shaping headers of a call that answers with records (docs/shaping.md), typed by the record's
 * fields: `fields` and `dateFields` name fields (or `reference.field`), `expand` names references
 * (`createdBy.*`, `createdBy.name`).
 */
export interface Shape<R = Record<string, unknown>> {
  readonly fields?: readonly ((keyof R & string) | `${string}.${string}`)[];
  readonly expand?: readonly string[];
  /** Adds `href` (and `file_href`) URLs to every record. */
  readonly href?: boolean;
  /** `php:d.m.Y H:i:s` (the server's default), another `php:` pattern, an ICU pattern or `short`… */
  readonly dateFormat?: string;
  /** Only these date-time fields go through `dateFormat`; the others are ISO 8601 in UTC. */
  readonly dateFields?: readonly ((keyof R & string) | `${string}.${string}`)[];
}

/** How a reference given by value is matched on create and update (docs/writing-records.md). */
export interface ReferenceOptions {
  /** A reference that matches nothing leaves the field unset instead of a 422. */
  readonly ignoreMissingReference?: boolean;
  /** With `false`, a reference that matches several records is a 422 (default: the lowest id). */
  readonly ignoreDuplicateReference?: boolean;
  /** Fills `{placeholder}` tags of an uploaded .docx from the record. */
  readonly fillPlaceholders?: boolean;
  /** Hides the placeholder tags the record could not fill. */
  readonly removeUnfiledPlaceholders?: boolean;
}

/** The request headers of `shape` and `options`, as the server reads them. */
export function shapeHeaders(shape: Shape<never> = {}, options: ReferenceOptions = {}): Headers {
  const headers = new Headers();
  if (shape.fields) headers.set('fields', shape.fields.join(','));
  if (shape.expand) headers.set('expand', shape.expand.join(','));
  if (shape.href !== undefined) headers.set('href', String(shape.href));
  if (shape.dateFormat) headers.set('dateFormat', shape.dateFormat);
  if (shape.dateFields) headers.set('dateFields', shape.dateFields.join(','));
  for (const [name, value] of Object.entries(options))
    if (typeof value === 'boolean') headers.set(name, String(value));
  return headers;
}
