import { isRecordError } from '@recordgate/core';
import { pdfToolsUnavailable, readPdf } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGotenbergConverter,
  createLibreOfficePool,
  findOfficeBinary,
  type LibreOfficePool,
} from '../src/index.js';
import { buildWordDocument } from './build-word-document.js';
import { startGotenbergDouble, type GotenbergDouble } from './start-gotenberg-double.js';

// CONVERTER_URL: the Gotenberg client against a Gotenberg-compatible endpoint of this machine (ADR
// 0039: no Gotenberg image can run here; the endpoint converts with the local LibreOffice).
const skip = findOfficeBinary()
  ? pdfToolsUnavailable()
  : 'LibreOffice is not installed (apt-get install libreoffice-writer-nogui)';
if (skip) console.log(`Gotenberg client tests skipped: ${skip}`);

describe.skipIf(skip)('the Gotenberg client (CONVERTER_URL)', () => {
  let pool: LibreOfficePool;
  let endpoint: GotenbergDouble;
  beforeAll(async () => {
    pool = createLibreOfficePool();
    endpoint = await startGotenbergDouble(pool);
  });
  afterAll(async () => {
    await endpoint?.stop();
    await pool?.close();
  });

  it('converts through the endpoint and names it with its version', async () => {
    const converter = createGotenbergConverter({ url: endpoint.url });
    expect(await converter.identify()).toBe('gotenberg 8.0.0-test');
    const letter = buildWordDocument({ paragraphs: ['Sent to Gotenberg'] });
    const pdf = await converter.convert({ bytes: letter, extension: '.docx' });
    expect((await readPdf(pdf)).text).toContain('Sent to Gotenberg');
    expect(endpoint.requests).toBe(1);
  }, 120_000);

  it('answers 422 for a document the endpoint cannot convert, 503 when it is down', async () => {
    const converter = createGotenbergConverter({ url: endpoint.url });
    const refused = await converter
      .convert({ bytes: Buffer.from('not a document'), extension: '.doc' })
      .catch((e: unknown) => e);
    expect(isRecordError(refused, 'invalid')).toBe(true);
    const down = createGotenbergConverter({ url: 'http://127.0.0.1:9' });
    const error = await down
      .convert({ bytes: Buffer.from('x'), extension: '.docx' })
      .catch((e: unknown) => e);
    expect(isRecordError(error, 'unavailable')).toBe(true);
  }, 120_000);
});
