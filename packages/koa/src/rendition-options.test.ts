import { isRecordError, type DocumentConverter } from '@recordgate/core';
import { createDocx, createOdt, createZip } from '@recordgate/testing';
import { describe, expect, it } from 'vitest';
import { renditionOptions } from './rendition-options.js';

const converter = {} as DocumentConverter;
const store = () => {
  throw new Error('not used');
};

describe('the whole-file checks of renditions', () => {
  it('refuses a .docx over the archive limits with a 422 naming the limit', () => {
    const { check } = renditionOptions({ converter, store }, { archiveLimits: { maxEntries: 2 } });
    let error: unknown;
    try {
      void check!({ bytes: createDocx({ paragraphs: [['Hi']] }), extension: '.docx' });
    } catch (e) {
      error = e;
    }
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect(JSON.stringify((error as { fields: unknown }).fields)).toContain('2');
  });

  it('refuses macro content in a .docx unless macro documents are allowed', () => {
    const withMacros = createDocx({
      paragraphs: [['Hi']],
      extra: [{ name: 'word/vbaProject.bin', content: 'macro' }],
    });
    const refused = renditionOptions({ converter, store }, undefined);
    let error: unknown;
    try {
      void refused.check!({ bytes: withMacros, extension: '.docx' });
    } catch (e) {
      error = e;
    }
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect(JSON.stringify((error as { fields: unknown }).fields)).toMatch(/macro-enabled/);
    const allowed = renditionOptions({ converter, store }, { allowMacros: true });
    expect(() => allowed.check!({ bytes: withMacros, extension: '.docx' })).not.toThrow();
  });

  it('checks an .odt as a .docx, naming .odt: limits, entry names, its body and its macros', () => {
    const check = (bytes: Uint8Array, documents = {}) =>
      renditionOptions({ converter, store }, documents).check!({ bytes, extension: '.odt' });
    const refusal = (bytes: Uint8Array, documents = {}) => {
      try {
        void check(bytes, documents);
      } catch (error) {
        expect(isRecordError(error, 'invalid')).toBe(true);
        return (error as Error).message + JSON.stringify((error as { fields?: unknown }).fields);
      }
      throw new Error('not refused');
    };
    const letter = createOdt({ paragraphs: ['Dear Ms. Jäger,'] });
    expect(() => check(letter)).not.toThrow();
    expect(refusal(letter, { archiveLimits: { maxEntries: 2 } })).toMatch(/\.odt archive holds 3/);
    const escaping = createOdt({ paragraphs: ['Hi'], extra: [{ name: '../../etc/cron.d/x' }] });
    expect(refusal(escaping)).toMatch(/not a valid \.odt document: .*path out of the archive/);
    expect(refusal(createZip([{ name: 'mimetype', content: 'x' }]))).toMatch(
      /content\.xml is missing/,
    );
    const basic = createOdt({
      paragraphs: ['Hi'],
      extra: [
        { name: 'Basic/script-lc.xml', content: '<library:libraries/>' },
        { name: 'Basic/Standard/Module1.xml', content: '<script:module>Sub Main</script:module>' },
      ],
    });
    expect(refusal(basic)).toMatch(/macro-enabled.*Basic\/Standard\/Module1\.xml.*LibreOffice/);
    expect(() => check(basic, { allowMacros: true })).not.toThrow();
    // A library list without modules is what documents without macros may hold.
    const lists = createOdt({
      paragraphs: ['Hi'],
      extra: [{ name: 'Basic/script-lc.xml', content: '<library:libraries/>' }],
    });
    expect(() => check(lists)).not.toThrow();
  });

  it('leaves formats that are not Word archives to the converter', () => {
    const { check } = renditionOptions({ converter, store }, undefined);
    expect(() => check!({ bytes: createZip([]), extension: '.rtf' })).not.toThrow();
  });
});
