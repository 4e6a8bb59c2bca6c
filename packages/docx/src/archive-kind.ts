/**
 * The kind of ZIP-based document an archive is checked as: what its messages call it, which entry it
 * always holds, and what makes it macro-enabled. The checks themselves (limits, names, sizes, CRC-32,
 * DTDs) are the same for every kind.
 */
export interface ArchiveKind {
  /** The extension messages name (`.docx`). */
  readonly extension: string;
  /** The program that writes it, for "save it again from …". */
  readonly application: string;
  /** The entry every file of the kind holds (`word/document.xml`). */
  readonly body: string;
  /** Whether an entry (its name lower-cased) is macro code. */
  readonly isMacroEntry: (name: string) => boolean;
  /** How to send the document without its macros. */
  readonly withoutMacros: string;
}

/** A Word document (.docx; a .docm is one with macros). */
export const DOCX_ARCHIVE: ArchiveKind = {
  extension: '.docx',
  application: 'Word',
  body: 'word/document.xml',
  isMacroEntry: (name) => name.split('/').pop() === 'vbaproject.bin',
  withoutMacros: 'Save it from Word as "Word Document (*.docx)", which drops the macros',
};

/**
 * An OpenDocument text (.odt): its macros are the modules of the libraries under `Basic/` (not the
 * library lists, which documents without macros may hold) and the scripts under `Scripts/`.
 */
export const ODT_ARCHIVE: ArchiveKind = {
  extension: '.odt',
  application: 'LibreOffice',
  body: 'content.xml',
  isMacroEntry: (name) =>
    !name.endsWith('/') &&
    ((name.startsWith('basic/') && !/(^|\/)script-l[bc]\.xml$/.test(name)) ||
      name.startsWith('scripts/')),
  withoutMacros:
    'Delete its macros in LibreOffice (Tools > Macros > Organize Macros), or save it as .docx, and send that file',
};

/** The kinds by name, for what names a kind across threads (a kind's functions are not posted). */
export const ARCHIVE_KINDS = { docx: DOCX_ARCHIVE, odt: ODT_ARCHIVE } as const;

/** The name of an {@link ARCHIVE_KINDS} kind. */
export type ArchiveKindName = keyof typeof ARCHIVE_KINDS;
