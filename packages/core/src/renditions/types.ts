import type { DocumentConverter } from '../ports/document-converter.js';
import type { FileStore } from '../ports/file-store.js';

/** What the record service needs for PDF renditions (docs/documents.md, "PDF renditions"). */
export interface RenditionOptions {
  /** Converts word-processing files to PDF (the LibreOffice pool, or a Gotenberg client). */
  readonly converter: DocumentConverter;
  /**
   * The store of the renditions one converter identity makes, by a name derived from it (16 hex
   * digits, safe as a folder name): a folder or prefix beside the files. Keys are the sources' keys,
   * so `files gc` treats each rendition as its source's companion.
   */
  readonly store: (namespace: string) => FileStore;
  /**
   * The whole-file checks of uploads, run on a source before the converter sees it (archive limits,
   * DTDs, macros); throws a `RecordError` to refuse. @default none
   */
  readonly check?: (args: { bytes: Uint8Array; extension: string }) => Promise<void> | void;
  /** Whether `.docm` files are converted (macro documents allowed). @default false */
  readonly allowMacros?: boolean;
}
