import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RecordError } from '../errors/record-error.js';
import { createMemoryFileStore } from '../files/create-memory-file-store.js';
import type { DocumentConverter } from '../ports/document-converter.js';
import { createRenditionKeeper } from './create-rendition-keeper.js';

const KEY = 'a'.repeat(64);
const source = () => Promise.resolve(Buffer.from('doc'));
const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

function counting(): DocumentConverter & { calls: number } {
  const converter = {
    calls: 0,
    identify: () => Promise.resolve('test converter 1'),
    convert: async () => {
      converter.calls++;
      return Buffer.from('%PDF-1.7 made');
    },
    close: () => Promise.resolve(),
  };
  return converter;
}

describe('the rendition keeper', () => {
  it('converts a source once, however many ask at once, and reads the kept PDF after', async () => {
    const converter = counting();
    const store = createMemoryFileStore();
    const keeper = createRenditionKeeper({ converter, store: () => store });
    const args = { key: KEY, extension: '.docx', readSource: source };
    const [first, second] = await Promise.all([keeper.open(args), keeper.open(args)]);
    expect(await read(first.stream)).toBe('%PDF-1.7 made');
    expect(Buffer.from(second.bytes!).toString()).toBe('%PDF-1.7 made');
    const third = await keeper.open(args);
    expect(await read(third.stream)).toBe('%PDF-1.7 made');
    expect(converter.calls).toBe(1);
    expect(third.tag).toMatch(new RegExp(`^${KEY}\\.[0-9a-f]{16}$`));
  });

  it('runs the whole-file checks first: a refused source never reaches the converter', async () => {
    const converter = counting();
    const store = createMemoryFileStore();
    const keeper = createRenditionKeeper({
      converter,
      store: () => store,
      check: () => {
        throw new RecordError('invalid', 'The archive is over a limit.');
      },
    });
    const error = await keeper
      .open({ key: KEY, extension: '.docx', readSource: source })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecordError);
    expect(converter.calls).toBe(0);
    expect(await store.has({ key: KEY })).toBe(false);
  });

  it('keeps the converter’s own file when the store adopts it, and puts the bytes when not', async () => {
    const made: string[] = [];
    const converter: DocumentConverter = {
      identify: () => Promise.resolve('test converter 1'),
      convert: async ({ keepFile }) => {
        const path = `/converted/${made.length}.pdf`;
        made.push(path);
        if (keepFile && (await keepFile(path))) made.push(`kept ${path}`);
        return Buffer.from('%PDF-1.7 made');
      },
      close: () => Promise.resolve(),
    };
    const memory = createMemoryFileStore();
    const adopted: string[] = [];
    let accept = true;
    const store = {
      ...memory,
      adopt: async ({ key, path }: { key: string; path: string }) => {
        if (!accept) return false;
        adopted.push(path);
        await memory.put({ key, source: { bytes: Buffer.from('%PDF-1.7 made') } });
        return true;
      },
      put: async (args: Parameters<typeof memory.put>[0]) => {
        puts++;
        return memory.put(args);
      },
    };
    let puts = 0;
    const keeper = createRenditionKeeper({ converter, store: () => store });
    const first = await keeper.open({ key: KEY, extension: '.docx', readSource: source });
    expect(Buffer.from(first.bytes!).toString()).toBe('%PDF-1.7 made');
    expect(adopted).toEqual(['/converted/0.pdf']);
    expect(made).toEqual(['/converted/0.pdf', 'kept /converted/0.pdf']);
    expect(puts).toBe(0);
    accept = false;
    const other = 'b'.repeat(64);
    await keeper.open({ key: other, extension: '.docx', readSource: source });
    expect(puts).toBe(1);
    expect(
      await read(
        (await keeper.open({ key: other, extension: '.docx', readSource: source })).stream,
      ),
    ).toBe('%PDF-1.7 made');
  });

  it('keeps nothing when the converter fails, and converts on the next request', async () => {
    const converter = counting();
    let fail = true;
    const flaky: DocumentConverter = {
      ...converter,
      convert: async (args) => {
        if (fail) throw new RecordError('unavailable', 'down');
        return converter.convert(args);
      },
    };
    const store = createMemoryFileStore();
    const keeper = createRenditionKeeper({ converter: flaky, store: () => store });
    const args = { key: KEY, extension: '.docx', readSource: source };
    await expect(keeper.open(args)).rejects.toThrow('down');
    expect(await store.has({ key: KEY })).toBe(false);
    fail = false;
    expect(await read((await keeper.open(args)).stream)).toBe('%PDF-1.7 made');
  });
});
