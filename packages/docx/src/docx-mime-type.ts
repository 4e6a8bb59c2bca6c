/** The media type of a Word .docx document. */
export const DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** True when a file claims to be a .docx, by its name or by its declared media type. */
export function isDocxClaim(fileName: string, mimeType: string): boolean {
  return (
    /\.docx$/i.test(fileName.trim()) ||
    mimeType.split(';')[0]!.trim().toLowerCase() === DOCX_MIME_TYPE
  );
}
