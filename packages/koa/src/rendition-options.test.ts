import { isRecordError, type DocumentConverter } from '@recordgate/core';
import { createDocx, createZip } from '@recordgate/testing';
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
    expect(() => refused.check!({ bytes: withMacros, extension: '.docx' })).toThrow(/macro/);
    const allowed = renditionOptions({ converter, store }, { allowMacros: true });
    expect(() => allowed.check!({ bytes: withMacros, extension: '.docx' })).not.toThrow();
  });

  it('leaves formats that are not Word archives to the converter', () => {
    const { check } = renditionOptions({ converter, store }, undefined);
    expect(() => check!({ bytes: createZip([]), extension: '.rtf' })).not.toThrow();
  });
});
