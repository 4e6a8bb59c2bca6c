import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** What a test reads from a PDF with poppler's tools. */
export interface PdfReading {
  /** The text, in reading order (`pdftotext -layout` off). */
  readonly text: string;
  readonly pages: number;
  /** The first page's size in PostScript points (A4: 595 × 842, Letter: 612 × 792), rounded. */
  readonly pageSize: { readonly width: number; readonly height: number };
  /** The fonts used, with whether each is embedded (`pdffonts`). */
  readonly fonts: readonly { readonly name: string; readonly embedded: boolean }[];
}

/**
 * Why {@link readPdf} cannot work here (poppler-utils is not installed), or undefined. Tests skip
 * with this reason printed.
 */
export function pdfToolsUnavailable(): string | undefined {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'poppler-utils (pdftotext, pdfinfo, pdffonts) is not installed';
  }
}

const run = promisify(execFile);

/** Reads a PDF's text, page count, page size and fonts with pdftotext, pdfinfo and pdffonts. */
export async function readPdf(pdf: Uint8Array): Promise<PdfReading> {
  const dir = await mkdtemp(join(tmpdir(), 'recordgate-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    await writeFile(file, pdf);
    const [text, info, fonts] = await Promise.all([
      run('pdftotext', ['-enc', 'UTF-8', file, '-']),
      run('pdfinfo', [file]),
      run('pdffonts', [file]),
    ]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? 0);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(info.stdout);
    return {
      text: text.stdout,
      pages,
      pageSize: { width: Math.round(Number(size?.[1])), height: Math.round(Number(size?.[2])) },
      fonts: fonts.stdout
        .split('\n')
        .slice(2)
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const columns = line.trim().split(/\s+/);
          // name type [encoding…] emb sub uni object ID: emb is the fifth column from the end.
          return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
        }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
