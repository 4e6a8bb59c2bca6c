import { isRecordError, type DocumentConverter } from '@recordgate/core';
import {
  createRenderPool,
  defaultArchiveLimits,
  type DocumentOptions,
  type RenderPool,
} from '@recordgate/docx';
import { createDocx, createOdt, createZip } from '@recordgate/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_CHECK_BYTES, renditionOptions as optionsWith } from './rendition-options.js';

const converter = {} as DocumentConverter;
const store = () => {
  throw new Error('not used');
};

// The checks run in a render pool, as the router's docx processor runs them: one pool per limits.
const pools: RenderPool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));
let pooled = 0;
function renditionOptions(
  renditions: Parameters<typeof optionsWith>[0],
  documents: DocumentOptions | undefined,
) {
  const limits = { ...defaultArchiveLimits, ...documents?.archiveLimits };
  const pool = createRenderPool({ size: 1, limits });
  pools.push(pool);
  return optionsWith(renditions, documents, (args) => (pooled++, pool.check(args)));
}

async function refusal(check: Promise<void> | void): Promise<string> {
  try {
    await check;
  } catch (error) {
    expect(isRecordError(error, 'invalid')).toBe(true);
    return (error as Error).message + JSON.stringify((error as { fields?: unknown }).fields);
  }
  throw new Error('not refused');
}

describe('the whole-file checks of renditions', () => {
  it('refuses a .docx over the archive limits with a 422 naming the limit', async () => {
    const { check } = renditionOptions({ converter, store }, { archiveLimits: { maxEntries: 2 } });
    const bytes = createDocx({ paragraphs: [['Hi']] });
    expect(await refusal(check!({ bytes, extension: '.docx' }))).toMatch(/limit is 2/);
  });

  it('refuses macro content in a .docx unless macro documents are allowed', async () => {
    const withMacros = createDocx({
      paragraphs: [['Hi']],
      extra: [{ name: 'word/vbaProject.bin', content: 'macro' }],
    });
    const refused = renditionOptions({ converter, store }, undefined);
    expect(await refusal(refused.check!({ bytes: withMacros, extension: '.docx' }))).toMatch(
      /macro-enabled/,
    );
    const allowed = renditionOptions({ converter, store }, { allowMacros: true });
    await expect(
      allowed.check!({ bytes: withMacros, extension: '.docx' }),
    ).resolves.toBeUndefined();
  });

  it('checks an .odt as a .docx, naming .odt: limits, entry names, its body and its macros', async () => {
    const check = (bytes: Uint8Array, documents = {}) =>
      renditionOptions({ converter, store }, documents).check!({ bytes, extension: '.odt' });
    const letter = createOdt({ paragraphs: ['Dear Ms. Jäger,'] });
    await expect(check(letter)).resolves.toBeUndefined();
    expect(await refusal(check(letter, { archiveLimits: { maxEntries: 2 } }))).toMatch(
      /\.odt archive holds 3/,
    );
    const escaping = createOdt({ paragraphs: ['Hi'], extra: [{ name: '../../etc/cron.d/x' }] });
    expect(await refusal(check(escaping))).toMatch(
      /not a valid \.odt document: .*path out of the archive/,
    );
    expect(await refusal(check(createZip([{ name: 'mimetype', content: 'x' }])))).toMatch(
      /content\.xml is missing/,
    );
    const basic = createOdt({
      paragraphs: ['Hi'],
      extra: [
        { name: 'Basic/script-lc.xml', content: '<library:libraries/>' },
        { name: 'Basic/Standard/Module1.xml', content: '<script:module>Sub Main</script:module>' },
      ],
    });
    expect(await refusal(check(basic))).toMatch(
      /macro-enabled.*Basic\/Standard\/Module1\.xml.*LibreOffice/,
    );
    await expect(check(basic, { allowMacros: true })).resolves.toBeUndefined();
    // A library list without modules is what documents without macros may hold.
    const lists = createOdt({
      paragraphs: ['Hi'],
      extra: [{ name: 'Basic/script-lc.xml', content: '<library:libraries/>' }],
    });
    await expect(check(lists)).resolves.toBeUndefined();
  });

  it('checks a letter on the event loop, and a source unpacking to more in the render pool', async () => {
    const { check } = renditionOptions(
      { converter, store },
      { archiveLimits: { maxTotalBytes: 2 << 20 } },
    );
    const before = pooled;
    await expect(
      check!({ bytes: createDocx({ paragraphs: [['Hi']] }), extension: '.docx' }),
    ).resolves.toBeUndefined();
    expect(pooled).toBe(before);
    // Over the cut, within the limits: passes, checked in the pool.
    const media = (bytes: number) => ({
      name: 'word/media/a.bin',
      content: Buffer.alloc(bytes, 1),
      method: 0,
    });
    const large = createDocx({ paragraphs: [['Hi']], extra: [media(INLINE_CHECK_BYTES + 1000)] });
    await expect(check!({ bytes: large, extension: '.docx' })).resolves.toBeUndefined();
    expect(pooled).toBe(before + 1);
    // What the pool refuses past the cut, a refusal naming the installation's limit, not the cut.
    const dtd = { name: 'word/x.xml', content: '<!DOCTYPE x [<!ENTITY a "a">]><x>&a;</x>' };
    const hostile = createDocx({
      paragraphs: [['Hi']],
      extra: [media(INLINE_CHECK_BYTES + 1000), dtd],
    });
    expect(await refusal(check!({ bytes: hostile, extension: '.docx' }))).toMatch(/declares a DTD/);
    const over = createDocx({ paragraphs: [['Hi']], extra: [media(3 << 20)] });
    expect(await refusal(check!({ bytes: over, extension: '.docx' }))).toMatch(
      /unpacks to more than 2 MiB/,
    );
    expect(pooled).toBe(before + 3);
  });

  it('leaves formats that are not Word archives to the converter', async () => {
    const { check } = renditionOptions({ converter, store }, undefined);
    await expect(check!({ bytes: createZip([]), extension: '.rtf' })).resolves.toBeUndefined();
  });
});
