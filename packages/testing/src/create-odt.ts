import { createZip, type ZipEntrySpec } from './create-zip.js';

/** Content of a test .odt: paragraphs of text, and extra archive entries. */
export interface OdtSpec {
  readonly paragraphs: readonly string[];
  /** Extra entries appended to the archive. */
  readonly extra?: readonly ZipEntrySpec[];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal, valid OpenDocument text (.odt) built in code, as LibreOffice opens it: the `mimetype`
 * entry first and stored, `content.xml` with the paragraphs, and the manifest.
 *
 * @example
 * ```ts
 * const odt = createOdt({ paragraphs: ['Dear Ms. Jäger,'] });
 * ```
 */
export function createOdt(spec: OdtSpec): Buffer {
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:text>${spec.paragraphs.map((text) => `<text:p>${escape(text)}</text:p>`).join('')}</office:text></office:body></office:document-content>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  return createZip([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text', method: 0 },
    { name: 'content.xml', content },
    { name: 'META-INF/manifest.xml', content: manifest },
    ...(spec.extra ?? []),
  ]);
}
