import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRecordError, type RecordError } from '@recordgate/core';
import { pdfToolsUnavailable, readPdf, waitFor } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibreOfficePool, findOfficeBinary, type LibreOfficePool } from '../src/index.js';
import { buildWordDocument, linkingParts } from './build-word-document.js';

// The LibreOffice pool on its own (docs/documents.md, "The converter"): what the PDF holds, what a
// document may not make it do, and that no LibreOffice outlives it.
const skip = findOfficeBinary()
  ? pdfToolsUnavailable()
  : 'LibreOffice is not installed (apt-get install libreoffice-writer-nogui)';
if (skip) console.log(`LibreOffice pool tests skipped: ${skip}`);

const docx = (bytes: Buffer) => ({ bytes, extension: '.docx' });

// Every process whose command line names `directory`: the converters of a pool working there.
function processesIn(directory: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(directory);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.skipIf(skip)('the LibreOffice pool', () => {
  let directory: string;
  let pool: LibreOfficePool;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'recordgate-pool-test-'));
    pool = createLibreOfficePool({ directory, timeoutMs: 60_000 });
  });
  afterAll(async () => {
    await pool?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps page size, page count, header, footer, table, umlauts and right-to-left text', async () => {
    const german = buildWordDocument({
      page: 'A4',
      header: 'Kopfzeile der Müller & Söhne GmbH',
      footer: 'Fußzeile: Straße 12, Köln',
      paragraphs: [
        'Sehr geehrte Frau Jäger,',
        'wir bestätigen Ihre Bestellung über fünf Äpfel.',
        { text: 'שלום עולם', rtl: true },
        { text: 'Zweite Seite: Grüße', pageBreakBefore: true },
      ],
      table: [
        ['Artikel', 'Menge'],
        ['Äpfel', '5'],
      ],
    });
    const reading = await readPdf(await pool.convert(docx(german)));
    expect(reading.pageSize).toEqual({ width: 595, height: 842 });
    expect(reading.pages).toBe(2);
    for (const text of [
      'Kopfzeile der Müller & Söhne GmbH',
      'Fußzeile: Straße 12, Köln',
      'wir bestätigen Ihre Bestellung über fünf Äpfel.',
      'Zweite Seite: Grüße',
      'Artikel',
      'Menge',
    ]) {
      expect(reading.text).toContain(text);
    }
    // pdftotext writes right-to-left text in logical or visual order depending on its version.
    expect(reading.text.includes('שלום עולם') || reading.text.includes('םלוע םולש')).toBe(true);
    // Calibri is not installed: its metric-compatible Carlito stands in, embedded like every font.
    expect(reading.fonts.length).toBeGreaterThan(0);
    expect(reading.fonts.every((font) => font.embedded)).toBe(true);
    expect(reading.fonts.some((font) => /Carlito/.test(font.name))).toBe(true);
  }, 120_000);

  it('keeps Letter as Letter, with Times New Roman by its metric-compatible font', async () => {
    const letter = buildWordDocument({
      page: 'Letter',
      font: 'Times New Roman',
      paragraphs: ['Dear Mr. Smith,', 'One page in US Letter.'],
    });
    const reading = await readPdf(await pool.convert(docx(letter)));
    expect(reading.pageSize).toEqual({ width: 612, height: 792 });
    expect(reading.pages).toBe(1);
    expect(reading.text).toContain('One page in US Letter.');
    expect(reading.fonts.every((font) => font.embedded)).toBe(true);
    expect(reading.fonts.some((font) => /LiberationSerif/.test(font.name))).toBe(true);
  }, 120_000);

  it('fetches nothing a document links: remote image, OLE link, field, attached template', async () => {
    const received: string[] = [];
    const receiver = createServer((request: IncomingMessage, response) => {
      received.push(`${request.method} ${request.url}`);
      response.end('x');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      const linking = buildWordDocument({ paragraphs: ['Links below'], ...linkingParts(base) });
      const reading = await readPdf(await pool.convert(docx(linking)));
      expect(reading.text).toContain('Links below');
      // A conversion after it: the first one is wholly done, whatever it might have started.
      await pool.convert(docx(buildWordDocument({ paragraphs: ['After'] })));
      expect(received).toEqual([]);
    } finally {
      receiver.close();
    }
  }, 120_000);

  it('answers 422 for a document it cannot read, then converts the next', async () => {
    const error = await pool
      .convert({ bytes: Buffer.from('PK not really a zip'), extension: '.docx' })
      .catch((e: unknown) => e);
    expect(isRecordError(error, 'invalid')).toBe(true);
    const pdf = await pool.convert(docx(buildWordDocument({ paragraphs: ['Fine'] })));
    expect((await readPdf(pdf)).text).toContain('Fine');
  }, 120_000);

  it('hands its PDF file to keepFile, whole and flushed, and leaves no PDF in its folder', async () => {
    const taken = join(directory, 'taken.pdf');
    const jobFiles = () =>
      readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) =>
        /(^|\/)job\/source\.pdf$/.test(name),
      );
    // Taken: the file is moved away, and the bytes answered are the file's.
    const pdf = await pool.convert({
      ...docx(buildWordDocument({ paragraphs: ['Moved'] })),
      keepFile: async (path) => {
        renameSync(path, taken);
        return true;
      },
    });
    expect(readFileSync(taken).equals(Buffer.from(pdf))).toBe(true);
    expect((await readPdf(pdf)).text).toContain('Moved');
    expect(jobFiles()).toEqual([]);
    // Declined: the converter removes its file as without keepFile.
    const declined = await pool.convert({
      ...docx(buildWordDocument({ paragraphs: ['Declined'] })),
      keepFile: async () => false,
    });
    expect((await readPdf(declined)).text).toContain('Declined');
    expect(jobFiles()).toEqual([]);
    // A document it cannot read is never offered.
    let offered = false;
    const error = await pool
      .convert({
        bytes: Buffer.from('PK not really a zip'),
        extension: '.docx',
        keepFile: async () => (offered = true),
      })
      .catch((e: unknown) => e);
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect(offered).toBe(false);
  }, 120_000);

  it('writes each source over the last one, shorter or longer, in one file', async () => {
    const sources = () =>
      readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) =>
        /(^|\/)job\/source\.docx$/.test(name),
      );
    const long = buildWordDocument({
      paragraphs: Array.from({ length: 300 }, (_, n) => `Long letter, line ${n}`),
    });
    const short = buildWordDocument({ paragraphs: ['Short letter'] });
    expect(short.byteLength).toBeLessThan(long.byteLength);
    const first = await readPdf(await pool.convert(docx(long)));
    expect(first.text).toContain('Long letter, line 299');
    const second = await readPdf(await pool.convert(docx(short)));
    expect(second.text).toContain('Short letter');
    expect(second.text).not.toContain('Long letter');
    const third = await readPdf(await pool.convert(docx(long)));
    expect(third.text).toContain('Long letter, line 299');
    const [source] = sources();
    expect(sources()).toHaveLength(1);
    expect(readFileSync(join(directory, source!)).equals(long)).toBe(true);
  }, 120_000);

  it('answers 503 when its LibreOffice dies mid-conversion, keeps no PDF, and converts the next', async () => {
    const rows = Array.from({ length: 4000 }, (_, i) => [`Row ${i}`, `Value ${i}`]);
    const slow = pool.convert(docx(buildWordDocument({ paragraphs: ['Slow'], table: rows })));
    const failed = slow.catch((e: unknown) => e);
    // The conversion has started once its source is in its LibreOffice's job folder.
    const root = await waitFor(() => readdirSync(directory)[0]);
    const workFiles = () =>
      readdirSync(join(directory, root), { recursive: true, encoding: 'utf8' }).filter((name) =>
        /(^|\/)job\/source\.(docx|pdf)$/.test(name),
      );
    await waitFor(() => workFiles().length > 0);
    for (const pid of pool.pids()) process.kill(pid, 'SIGKILL');
    const error = await failed;
    expect(isRecordError(error, 'unavailable')).toBe(true);
    // The operator's log says how it ended.
    expect((error as RecordError).operatorMessage).toMatch(
      /LibreOffice \d+ ended \(signal SIGKILL\)/,
    );
    // Neither the source nor a PDF is left: the dead LibreOffice's folder went with it.
    await waitFor(() => workFiles().length === 0);
    const pdf = await pool.convert(docx(buildWordDocument({ paragraphs: ['Next'] })));
    expect((await readPdf(pdf)).text).toContain('Next');
  }, 120_000);
});

describe.skipIf(skip)('a LibreOffice pool’s limits and its end', () => {
  it('kills a conversion past its time (503), and the next conversion works', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'recordgate-pool-test-'));
    // Long enough for a fresh LibreOffice's first small letter on a loaded machine (its first
    // conversion loads filters and fonts: over 5 s at load 30).
    const pool = createLibreOfficePool({ directory, timeoutMs: 20_000 });
    try {
      // Minutes of work for LibreOffice; the small letter after it takes a fraction of a second.
      const rows = Array.from({ length: 8000 }, (_, i) => [`Row ${i}`, `Value ${i}`, 'Cell']);
      const error = await pool
        .convert(docx(buildWordDocument({ paragraphs: ['Slow'], table: rows })))
        .catch((e: unknown) => e);
      expect(isRecordError(error, 'unavailable')).toBe(true);
      expect((error as Error).message).toContain('took longer than 20 s');
      const pdf = await pool.convert(docx(buildWordDocument({ paragraphs: ['Quick'] })));
      expect((await readPdf(pdf)).text).toContain('Quick');
    } finally {
      await pool.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);

  it('hands over the PDF of the last conversion before a restart, then restarts', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'recordgate-pool-test-'));
    const pool = createLibreOfficePool({ directory, recycleAfter: 1 });
    try {
      for (const word of ['First', 'Second']) {
        const taken = join(directory, `${word}.pdf`);
        const pdf = await pool.convert({
          ...docx(buildWordDocument({ paragraphs: [word] })),
          keepFile: async (path) => {
            renameSync(path, taken);
            return true;
          },
        });
        expect(readFileSync(taken).equals(Buffer.from(pdf))).toBe(true);
        expect((await readPdf(pdf)).text).toContain(word);
      }
    } finally {
      await pool.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);

  it('leaves no LibreOffice process behind when it is closed', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'recordgate-pool-test-'));
    const pool = createLibreOfficePool({ directory, concurrency: 2 });
    try {
      const letters = [1, 2].map((n) => docx(buildWordDocument({ paragraphs: [`Letter ${n}`] })));
      await Promise.all(letters.map((letter) => pool.convert(letter)));
      expect(processesIn(directory).length).toBe(2);
      await pool.close();
      await waitFor(() => processesIn(directory).length === 0);
      const refused = await pool.convert(letters[0]!).catch((e: unknown) => e);
      expect(isRecordError(refused, 'unavailable')).toBe(true);
    } finally {
      await pool.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);

  it('answers 503 naming what to install when LibreOffice is missing', async () => {
    const missing = createLibreOfficePool({ binary: '' });
    const error = await missing.identify().catch((e: unknown) => e);
    expect(isRecordError(error, 'unavailable')).toBe(true);
    expect((error as Error).message).toContain('libreoffice-writer-nogui');
  });
});
