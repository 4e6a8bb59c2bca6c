export { defaultArchiveLimits } from './archive-limits.js';
export type { ArchiveLimits } from './archive-limits.js';
export { createDocxProcessor, MAX_EXTRACTED_CHARS } from './create-docx-processor.js';
export type {
  DocumentOptions,
  DocxProcessor,
  DocxProcessorOptions,
  DocxRequestHeaders,
} from './create-docx-processor.js';
export { pickDocxHeaders } from './pick-docx-headers.js';
export type { NodeRequestHeaders } from './pick-docx-headers.js';
export { collectGarbage } from './collect-garbage.js';
export { createRenderPool } from './create-render-pool.js';
export type {
  CheckArgs,
  CheckedFile,
  ExtractArgs,
  FileFacts,
  RenderArgs,
  RenderPool,
  RenderPoolOptions,
} from './create-render-pool.js';
export type { TextRequest } from './render-messages.js';
export type { FileAtPath, FileInChunks, HandOver, PoolFile } from './hand-over.js';
export { docxText, extractText, textKindOf } from './extract-text.js';
export type { ExtractTextArgs, TextKind } from './extract-text.js';
export { ARCHIVE_KINDS, DOCX_ARCHIVE, ODT_ARCHIVE } from './archive-kind.js';
export type { ArchiveKind, ArchiveKindName } from './archive-kind.js';
export { checkArchive } from './check-archive.js';
export type { CheckArchiveArgs } from './check-archive.js';
// The fill (docxtemplater, pizzip) is `@recordgate/docx/render`: only the render worker uses it.
export type { FillDocxArgs, RenderDocxArgs, RenderedDocx } from './fill-docx.js';
export { patchDocx } from './patch-docx.js';
export type { PatchDocxArgs } from './patch-docx.js';
export { formatBytes } from './format-bytes.js';
export { inspectArchive, notADocx } from './inspect-archive.js';
export type { ArchiveEntry } from './inspect-archive.js';
export { unpackArchive } from './unpack-archive.js';
export type { UnpackedEntry, UnpackOptions } from './unpack-archive.js';
export { DOCX_MIME_TYPE, isDocxClaim } from './docx-mime-type.js';
