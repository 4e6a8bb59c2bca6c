import { RecordError } from '@recordgate/core';
import { DOCX_ARCHIVE, type ArchiveKind } from './archive-kind.js';

// Neither Word nor LibreOffice writes a DTD; one in a part can only be an entity trick (billion laughs, external
// entities). Looked for in UTF-8 and in UTF-16 of either byte order, since an XML parser reads all three.
const MARKERS = ['<!DOCTYPE', '<!ENTITY'].flatMap((marker) => {
  const little = Buffer.from(marker, 'utf16le');
  return [Buffer.from(marker, 'latin1'), little, Buffer.from(little).swap16()];
});

/**
 * Refuses an entry that is XML (by its name, `.xml` or `.rels`, or by its content starting with `<`
 * after a byte order mark and white space, in UTF-8 or UTF-16 of either byte order) and declares a DTD
 * or entities. `[Content_Types].xml` can declare any extension as XML, so the content decides too.
 *
 * Throws `RecordError` `invalid` naming the part.
 */
export function refuseHiddenDtd(
  name: string,
  content: Buffer,
  kind: ArchiveKind = DOCX_ARCHIVE,
): void {
  if (!isXmlPart(name, content)) return;
  if (MARKERS.some((marker) => content.includes(marker))) {
    throw new RecordError(
      'invalid',
      `The file is not a valid ${kind.extension} document: "${name}" declares a DTD or entities, which ${kind.application} never writes. Save the document again from ${kind.application} and send that file.`,
    );
  }
}

function isXmlPart(name: string, content: Buffer): boolean {
  if (/\.(xml|rels)$/i.test(name)) return true;
  const head = content.subarray(0, 256);
  const texts = [
    head.toString('utf8'),
    head.toString('utf16le'),
    swapped(head).toString('utf16le'),
  ];
  return texts.some((text) => /^[\uFEFF\s]*</.test(text));
}

// UTF-16 big endian, read as little endian after swapping each byte pair (an odd last byte is dropped).
function swapped(head: Buffer): Buffer {
  return Buffer.from(head.subarray(0, head.byteLength & ~1)).swap16();
}
