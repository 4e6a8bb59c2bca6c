/** The `format` values of download: the file as stored, or as PDF. */
export const DOWNLOAD_FORMATS = ['original', 'pdf'] as const;

/** A `format` of download. */
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** The word-processing files that are converted to PDF; `.docm` only where macro documents are allowed. */
export const CONVERTIBLE_EXTENSIONS = ['.docx', '.doc', '.odt', '.rtf'] as const;

/** What becomes of a stored file asked for as PDF. */
export type RenditionPlan =
  | { readonly kind: 'as-is' }
  | { readonly kind: 'convert'; readonly extension: string }
  | { readonly kind: 'refuse' };

/**
 * Whether a stored file is answered as it is (a PDF), converted (a word-processing file, by the
 * extension of its name) or refused (anything else: a 406).
 */
export function planRendition(args: {
  readonly fileName: unknown;
  readonly mediaType: unknown;
  readonly allowMacros: boolean;
}): RenditionPlan {
  const name = typeof args.fileName === 'string' ? args.fileName.toLowerCase() : '';
  const extension = /\.[a-z0-9]+$/.exec(name)?.[0] ?? '';
  if (extension === '.pdf' || args.mediaType === 'application/pdf') return { kind: 'as-is' };
  const convertible: readonly string[] = CONVERTIBLE_EXTENSIONS;
  if (convertible.includes(extension) || (args.allowMacros && extension === '.docm')) {
    return { kind: 'convert', extension };
  }
  return { kind: 'refuse' };
}

/** The extensions converted under `allowMacros`, for messages and the API document. */
export function convertibleExtensions(allowMacros: boolean): readonly string[] {
  return allowMacros ? [...CONVERTIBLE_EXTENSIONS, '.docm'] : CONVERTIBLE_EXTENSIONS;
}

/** The name of a file's PDF rendition: the extension replaced by `.pdf` (added when there is none). */
export function pdfFileName(name: unknown): string {
  const base = typeof name === 'string' && name !== '' ? name : 'file';
  return `${base.replace(/\.[^./\\]*$/, '')}.pdf`;
}
