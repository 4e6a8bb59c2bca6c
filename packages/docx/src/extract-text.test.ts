import { createDocx, createPdf, createZip } from '@recordgate/testing';
import { describe, expect, it } from 'vitest';
import { extractText, textKindOf } from './extract-text.js';

const FOOTNOTES = `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:footnote w:id="1"><w:p><w:r><w:t>A footnoted remark</w:t></w:r></w:p></w:footnote></w:footnotes>`;

describe('extractText', () => {
  it('reads the body, tables, headers, footers and footnotes of a .docx', async () => {
    const file = createDocx({
      paragraphs: [['The lease of ', 'the warehouse'], ['Fish & chips']],
      table: [['Zürich depot', 'Cell two']],
      header: ['Confidential header'],
      footer: ['Page footer'],
      extra: [{ name: 'word/footnotes.xml', content: FOOTNOTES }],
    });
    const text = await extractText({ file, kind: 'docx', maxChars: 10_000 });
    for (const part of [
      'The lease of the warehouse',
      'Fish & chips',
      'Zürich depot',
      'Cell two',
      'Confidential header',
      'Page footer',
      'A footnoted remark',
    ])
      expect(text).toContain(part);
  });

  it('reads the text of a PDF and of plain text, and cuts it at maxChars', async () => {
    const pdf = await extractText({
      file: createPdf(['Quarterly turnover', 'pumpkin (soup)']),
      kind: 'pdf',
      maxChars: 1000,
    });
    expect(pdf).toContain('Quarterly turnover');
    expect(pdf).toContain('pumpkin (soup)');
    const text = await extractText({
      file: Buffer.from('kangaroo café'),
      kind: 'text',
      maxChars: 8,
    });
    expect(text).toBe('kangaroo');
  });

  it('refuses what is not the file it claims to be', async () => {
    await expect(
      extractText({ file: Buffer.from('not a pdf'), kind: 'pdf', maxChars: 10 }),
    ).rejects.toThrow();
    await expect(
      extractText({
        file: createZip([{ name: 'a.txt', content: 'x' }]),
        kind: 'docx',
        maxChars: 10,
      }),
    ).resolves.toBe('');
  });

  it('tells the kind from the media type or the name', () => {
    expect(textKindOf('a.DOCX', 'application/octet-stream')).toBe('docx');
    expect(textKindOf('scan', 'application/pdf')).toBe('pdf');
    expect(textKindOf('notes.txt', 'application/octet-stream')).toBe('text');
    expect(textKindOf('readme', 'text/markdown')).toBe('text');
    expect(textKindOf('photo.png', 'image/png')).toBeUndefined();
  });
});
