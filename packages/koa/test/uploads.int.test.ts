// Uploaded .docx files are checked whole before they are stored, filled or not (docs/documents.md,
// "What is refused").
import { createRenderPool, unpackArchive } from '@recordgate/docx';
import { createDocx, createZeroStream, createZip, readDocxText } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type World } from './world.js';

let world: World;
let macroWorld: World;
// Every upload past 64 bytes goes to a temporary file while its request runs.
let spillWorld: World;
const pool = createRenderPool({ size: 1 });

beforeAll(async () => {
  world = await createWorld({ app: { documents: { renderPool: pool } } });
  macroWorld = await createWorld({ app: { documents: { renderPool: pool, allowMacros: true } } });
  spillWorld = await createWorld({
    app: { documents: { renderPool: pool }, uploadMemoryLimit: 64 },
  });
});
afterAll(async () => {
  await world?.close();
  await macroWorld?.close();
  await spillWorld?.close();
  await pool.close();
});

const FILL = { fillPlaceholders: 'true' };

function upload(content: Buffer, headers: Record<string, string> = {}, where = world) {
  const body = new FormData();
  body.append('title', 'Upload');
  body.append('file', new Blob([content]), 'upload.docx');
  return where.call('POST', api('document', 'create'), {
    key: where.people.bob.key,
    headers,
    body,
  });
}

/** The upload, filled and not, refused with `status` and `message`; nothing stored either way. */
async function expectRefused(content: Buffer, status: number, message: RegExp): Promise<void> {
  for (const headers of [{}, FILL]) {
    const before = world.storedFiles().length;
    const response = await upload(content, headers);
    expect(response.status, `${JSON.stringify(headers)} ${String(message)}`).toBe(status);
    expect(JSON.stringify(response.body)).toMatch(message);
    expect(world.storedFiles()).toHaveLength(before);
  }
}

const utf16 = (text: string, order: 'le' | 'be', bom: boolean) => {
  const little = Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf16le');
  return order === 'le' ? little : little.swap16();
};

describe('a .docx stored without filling is checked whole', () => {
  it('refuses a .docx whose central directory understates a 1 GiB entry, never storing it', async () => {
    const { packed, crc } = createZeroStream(1024);
    const bomb = createDocx({
      paragraphs: [['Looks harmless']],
      extra: [{ name: 'word/media/image1.png', packed, crc, declaredSize: 4096 }],
    });
    await expectRefused(bomb, 422, /unpacks to a different size than its header declares/);
  });

  it('still stores an honest .docx byte for byte without filling', async () => {
    const content = createDocx({ paragraphs: [['Dear {name}']] });
    const created = await upload(content);
    expect(created.status).toBe(201);
    const got = await world.call('GET', api('document', 'download', `id=${created.body.id}`), {
      key: world.people.bob.key,
    });
    expect(readDocxText(got.bytes)).toEqual(['Dear {name}']);
    expect(got.bytes.equals(content)).toBe(true);
  });

  it('checks, fills and stores an upload read back from its temporary file', async () => {
    const content = createDocx({ paragraphs: [['Dear {title}']] });
    const download = async (id: unknown) =>
      spillWorld.call('GET', api('document', 'download', `id=${String(id)}`), {
        key: spillWorld.people.bob.key,
      });
    const stored = await upload(content, {}, spillWorld);
    expect(stored.status).toBe(201);
    expect((await download(stored.body.id)).bytes.equals(content)).toBe(true);
    const filled = await upload(content, FILL, spillWorld);
    expect(filled.status).toBe(201);
    expect(readDocxText((await download(filled.body.id)).bytes)).toEqual(['Dear Upload']);
    // Refused in the worker, which the central directory alone does not tell.
    const { packed, crc } = createZeroStream(1024);
    const lying = createDocx({
      paragraphs: [['x']],
      extra: [{ name: 'word/media/image1.png', packed, crc, declaredSize: 4096 }],
    });
    for (const headers of [{}, FILL]) {
      const refused = await upload(lying, headers, spillWorld);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toMatch(/unpacks to a different size/);
    }
  });

  it('refuses a fake or a bomb in a temporary file from its central directory, as one in memory', async () => {
    const { packed, crc } = createZeroStream(300);
    const bomb = createZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'word/document.xml', packed, crc, declaredSize: 300 * 1024 * 1024 },
    ]);
    const noBody = createZip([{ name: 'hello.txt', content: 'hi' }]);
    const before = spillWorld.storedFiles().length;
    for (const headers of [{}, FILL]) {
      const refusedBomb = await upload(bomb, headers, spillWorld);
      expect(refusedBomb.status).toBe(413);
      expect(refusedBomb.body.message).toMatch(/unpacks to 300 MiB; the limit per entry is 32 MiB/);
      const refusedFake = await upload(noBody, headers, spillWorld);
      expect(refusedFake.status).toBe(422);
      expect(JSON.stringify(refusedFake.body)).toMatch(/word\/document.xml is missing/);
    }
    expect(spillWorld.storedFiles()).toHaveLength(before);
  });

  it('stores a template with broken tags when no filling is asked, and refuses it filled', async () => {
    const content = createDocx({ paragraphs: [['Dear {unclosed']] });
    const stored = await upload(content);
    expect(stored.status, stored.text).toBe(201);
    const got = await world.call('GET', api('document', 'download', `id=${stored.body.id}`), {
      key: world.people.bob.key,
    });
    expect(got.bytes.equals(content)).toBe(true);
    const filled = await upload(content, FILL);
    expect(filled.status).toBe(422);
    expect(JSON.stringify(filled.body)).toMatch(/template is broken/);
  });
});

describe('DTDs in XML parts of any encoding', () => {
  const dtd =
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY x SYSTEM "file:///etc/passwd">]><x>&x;</x>';
  const variants: [string, Buffer][] = [
    ['UTF-8', Buffer.from(dtd)],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(dtd)])],
    ['UTF-16 LE with BOM', utf16(dtd, 'le', true)],
    ['UTF-16 LE', utf16(dtd, 'le', false)],
    ['UTF-16 BE with BOM', utf16(dtd, 'be', true)],
    ['UTF-16 BE', utf16(dtd, 'be', false)],
  ];
  for (const [encoding, content] of variants) {
    it(`refuses an XML part in ${encoding}, and the same under another name`, async () => {
      for (const name of ['word/extra.xml', 'customXml/item1.bin']) {
        const template = createDocx({ paragraphs: [['{title}']], extra: [{ name, content }] });
        await expectRefused(template, 422, /declares a DTD or entities/);
      }
    });
  }
});

describe('macro-enabled content', () => {
  const withProject = createDocx({
    paragraphs: [['{title}']],
    extra: [{ name: 'word/vbaProject.bin', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }],
  });
  // A .docm's content types: the main part declared macroEnabled.
  const docmTypes = createZip(
    unpackArchive(createDocx({ paragraphs: [['{title}']] })).map(({ name, content }) => ({
      name,
      content:
        name === '[Content_Types].xml'
          ? content
              .toString('utf8')
              .replace(
                'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
                'application/vnd.ms-word.document.macroEnabled.main+xml',
              )
          : content,
    })),
  );

  it('refuses a vbaProject.bin part or a macroEnabled content type with 422, filled or not', async () => {
    for (const content of [withProject, docmTypes]) {
      await expectRefused(content, 422, /macro-enabled documents are not accepted/);
    }
  });

  it('accepts them when the installation allows macros', async () => {
    for (const headers of [{}, FILL]) {
      const created = await upload(withProject, headers, macroWorld);
      expect(created.status, JSON.stringify(headers)).toBe(201);
      const got = await macroWorld.call(
        'GET',
        api('document', 'download', `id=${created.body.id}`),
        { key: macroWorld.people.bob.key },
      );
      expect(readDocxText(got.bytes)).toEqual([headers === FILL ? 'Upload' : '{title}']);
    }
  });
});
