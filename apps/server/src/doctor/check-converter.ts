import { isRecordError } from '@recordgate/core';
import { findOfficeBinary, OFFICE_INSTALL_HINT } from '@recordgate/renditions';
import type { ServerConfig } from '../config/server-config-schema.js';
import { openConverter } from '../open-renditions.js';

/** What {@link checkConverter} found: one line per check passed and one per problem. */
export interface CheckConverterResult {
  readonly passed: readonly string[];
  readonly problems: readonly string[];
}

// A one-line document in a format every converter reads, made here rather than kept as a file.
const ONE_LINE = Buffer.from('{\\rtf1\\ansi RecordGate doctor\\par}');

/**
 * The converter check of `recordgate doctor` (docs/documents.md, "PDF renditions"): the converter the
 * settings name converts a one-line document to PDF. Without LibreOffice and without `CONVERTER_URL`,
 * the problem line says what to install; the rest of the server works without it.
 */
export async function checkConverter(
  config: Pick<ServerConfig, 'renditions'>,
): Promise<CheckConverterResult> {
  const { converterUrl } = config.renditions;
  const where = converterUrl ? `CONVERTER_URL ${converterUrl}` : 'LibreOffice';
  if (!converterUrl && !findOfficeBinary()) {
    return {
      passed: [],
      problems: [
        `PDF renditions: LibreOffice is not installed, so download?format=pdf answers 503; ${OFFICE_INSTALL_HINT}.`,
      ],
    };
  }
  const converter = openConverter(config);
  try {
    const identity = await converter.identify();
    const pdf = await converter.convert({ bytes: ONE_LINE, extension: '.rtf' });
    return {
      passed: [`PDF converter: ${identity} (a test page: ${pdf.length} bytes)`],
      problems: [],
    };
  } catch (error) {
    const reason = isRecordError(error)
      ? (error.operatorMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
    return { passed: [], problems: [`PDF renditions: ${where} cannot convert: ${reason}`] };
  } finally {
    await converter.close();
  }
}
