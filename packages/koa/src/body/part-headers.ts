// What a multipart body's headers say: the boundary of the body, and the name, filename and media
// type of each part. The expressions are those of formidable, which read the bodies before
// (docs/adr/0060-multipart-bodies-split-by-dicer.md), so that a client's part is named as before.

/** What a part's headers say about it. */
export interface PartHeaders {
  /** The `name` of its Content-Disposition; `''` when there is none. */
  readonly name: string;
  /** The `filename` of its Content-Disposition (path and all but the last segment dropped); a part without one is a text field. */
  readonly filename: string | undefined;
  /** Its Content-Type as sent, when it has one. */
  readonly mimeType: string | undefined;
  /** Its Content-Transfer-Encoding in lower case; `binary` when it has none. */
  readonly transferEncoding: string;
}

/** The transfer encodings a part may have: base64 is decoded, the others are its bytes as they are. */
export const TRANSFER_ENCODINGS: ReadonlySet<string> = new Set([
  'binary',
  '7bit',
  '8bit',
  'utf-8',
  'base64',
]);

// A quoted-string or a token (RFC 2616, section 19.5.1).
const NAME = /\bname=("([^"]*)"|([^()<>@,;:\\"/[\]?={}\s\t/]+))/i;
const FILENAME = /\bfilename=("(.*?)"|([^()<>{}[\]@,;:"?=\s/\t]+))($|;\s)/i;
const BOUNDARY = /boundary=(?:"([^"]+)"|([^;]+))/i;

/** The boundary of a multipart body's Content-Type; undefined when it names none. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = BOUNDARY.exec(contentType ?? '');
  const boundary = match && (match[1] ?? match[2])!.trim();
  return boundary || undefined;
}

/**
 * The name, filename and type of a part, from its headers as the multipart splitter hands them over:
 * names in lower case, each value a string of the header's bytes (one character a byte), read here
 * as UTF-8, as browsers send them.
 */
export function readPartHeaders(headers: Readonly<Record<string, readonly string[]>>): PartHeaders {
  const disposition = utf8(headers['content-disposition']?.[0]);
  const type = utf8(headers['content-type']?.[0]);
  const name = NAME.exec(disposition);
  return {
    name: name ? (name[2] ?? name[3] ?? '') : '',
    filename: filenameOf(disposition),
    mimeType: type.trim() || undefined,
    transferEncoding:
      utf8(headers['content-transfer-encoding']?.[0]).trim().toLowerCase() || 'binary',
  };
}

// The last segment of a Windows path, `%22` as the quote a browser escapes that way, and `&#NNNN;`
// as the character some browsers write for one outside the form's charset.
function filenameOf(disposition: string): string | undefined {
  const match = FILENAME.exec(disposition);
  if (!match) return undefined;
  const sent = match[2] ?? match[3] ?? '';
  return sent
    .slice(sent.lastIndexOf('\\') + 1)
    .replace(/%22/g, '"')
    .replace(/&#(\d{4});/g, (_, code: string) => String.fromCharCode(Number(code)));
}

const utf8 = (bytes: string | undefined) =>
  bytes === undefined ? '' : Buffer.from(bytes, 'latin1').toString('utf8');
