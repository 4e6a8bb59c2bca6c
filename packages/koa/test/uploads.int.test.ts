// Uploaded .docx files are checked whole before they are stored, filled or not (docs/documents.md,
// "What is refused").
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRenderPool, unpackArchive } from '@recordgate/docx';
import { createDocx, createZeroStream, createZip, readDocxText } from '@recordgate/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type World } from './world.js';

let world: World;
let macroWorld: World;
// Every .docx upload past 64 bytes is held in memory for the render worker (ADR 0063); its upload
// directory does not exist, so an upload that went to a temporary file would fail.
let heldWorld: World;
// Every upload past 64 bytes goes to a temporary file: nothing may be held past uploadMemoryLimit.
let spillWorld: World;
const pool = createRenderPool({ size: 1 });

beforeAll(async () => {
  world = await createWorld({ app: { documents: { renderPool: pool } } });
  macroWorld = await createWorld({ app: { documents: { renderPool: pool, allowMacros: true } } });
  heldWorld = await createWorld({
    app: {
      documents: { renderPool: pool },
      uploadMemoryLimit: 64,
      uploadDirectory: join(tmpdir(), `recordgate-missing-${process.pid}`, 'uploads'),
    },
  });
  spillWorld = await createWorld({
    app: { documents: { renderPool: pool }, uploadMemoryLimit: 64, uploadMemoryTotal: 0 },
  });
});
afterAll(async () => {
  await world?.close();
  await macroWorld?.close();
  await heldWorld?.close();
  await spillWorld?.close();
  await pool.close();
});

const pastMemoryLimit = [
  ['held in memory for the render worker', () => heldWorld],
  ['in its temporary file', () => spillWorld],
] as const;

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

  describe.each(pastMemoryLimit)('an upload past uploadMemoryLimit, %s', (_, worldOf) => {
    it('is checked, filled and stored', async () => {
      const at = worldOf();
      const content = createDocx({ paragraphs: [['Dear {title}']] });
      const download = async (id: unknown) =>
        at.call('GET', api('document', 'download', `id=${String(id)}`), {
          key: at.people.bob.key,
        });
      const stored = await upload(content, {}, at);
      expect(stored.status).toBe(201);
      expect((await download(stored.body.id)).bytes.equals(content)).toBe(true);
      const filled = await upload(content, FILL, at);
      expect(filled.status).toBe(201);
      expect(readDocxText((await download(filled.body.id)).bytes)).toEqual(['Dear Upload']);
      // Refused in the worker, which the central directory alone does not tell.
      const { packed, crc } = createZeroStream(1024);
      const lying = createDocx({
        paragraphs: [['x']],
        extra: [{ name: 'word/media/image1.png', packed, crc, declaredSize: 4096 }],
      });
      for (const headers of [{}, FILL]) {
        const refused = await upload(lying, headers, at);
        expect(refused.status).toBe(422);
        expect(JSON.stringify(refused.body)).toMatch(/unpacks to a different size/);
      }
    });

    it('refuses a fake, a bomb or macros from the central directory, as one in memory', async () => {
      const at = worldOf();
      const { packed, crc } = createZeroStream(300);
      const bomb = createZip([
        { name: '[Content_Types].xml', content: '<Types/>' },
        { name: 'word/document.xml', packed, crc, declaredSize: 300 * 1024 * 1024 },
      ]);
      const noBody = createZip([{ name: 'hello.txt', content: 'hi' }]);
      const macros = createDocx({
        paragraphs: [['Hello']],
        extra: [{ name: 'word/vbaProject.bin', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) }],
      });
      const before = at.storedFiles().length;
      for (const headers of [{}, FILL]) {
        const refusedBomb = await upload(bomb, headers, at);
        expect(refusedBomb.status).toBe(413);
        expect(refusedBomb.body.message).toMatch(
          /unpacks to 300 MiB; the limit per entry is 32 MiB/,
        );
        const refusedFake = await upload(noBody, headers, at);
        expect(refusedFake.status).toBe(422);
        expect(JSON.stringify(refusedFake.body)).toMatch(/word\/document.xml is missing/);
        const refusedMacros = await upload(macros, headers, at);
        expect(refusedMacros.status).toBe(422);
        expect(JSON.stringify(refusedMacros.body)).toMatch(
          /macro-enabled documents are not accepted/,
        );
      }
      expect(at.storedFiles()).toHaveLength(before);
    });
  });

  it('holds concurrent large uploads within uploadMemoryTotal and sends the rest to a file', async () => {
    // Eight uploads at once against a total that holds about two: all are filled and stored.
    const content = createDocx({ paragraphs: [['Dear {title}']] });
    const tight = await createWorld({
      app: {
        documents: { renderPool: pool },
        uploadMemoryLimit: 64,
        uploadMemoryTotal: content.byteLength * 2 + 100,
      },
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => upload(content, FILL, tight)),
      );
      for (const answer of answers) expect(answer.status, answer.text).toBe(201);
      for (const answer of answers) {
        const got = await tight.call('GET', api('document', 'download', `id=${answer.body.id}`), {
          key: tight.people.bob.key,
        });
        expect(readDocxText(got.bytes)).toEqual(['Dear Upload']);
      }
    } finally {
      await tight.close();
    }
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
