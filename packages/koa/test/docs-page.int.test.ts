import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, worldDatabase, type World } from './world.js';

// Debian's chromium; .ci/run installs it when missing.
const CHROMIUM = '/usr/bin/chromium';
const installed = existsSync(CHROMIUM);
if (!installed) console.warn(`skipping the /docs browser test: ${CHROMIUM} is not installed`);
// SQLite only: the page is the OpenAPI document, which is the same on every database, and its "try
// it out" calls are plain lists, which the list tests run on every database. A browser per server
// database proved nothing more and was among the longest tests of the run.
const available = installed && worldDatabase === 'sqlite';
const outputDirectory = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'test-output',
);

let world: World;
let browser: Browser;
beforeAll(async () => {
  if (!available) return;
  // No public URL: the document names the server the page was loaded from, so "try it out" reaches it.
  world = await createWorld({ app: { publicUrl: undefined } });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Root in containers and CI has no user namespaces for Chromium's sandbox.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
});
afterAll(async () => {
  await browser?.close();
  await world?.close();
});

describe.skipIf(!available)('GET /docs in a browser', () => {
  // Chromium's first page took 28 s of the default 30 s on a loaded machine.
  it('lists every call of the document controller, loading nothing from outside', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
    const outside: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(world.baseUrl) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${world.baseUrl}/docs`);
    await page.waitForSelector('.opblock', { timeout: 30_000 });
    const listed = await page.$$eval('.opblock', (blocks) =>
      blocks.map((block) => {
        const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
        const path = block.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method.trim().toUpperCase()} ${path}`;
      }),
    );
    const documentCalls = listed.filter((entry) => entry.includes(' /document/'));
    expect(documentCalls.sort()).toEqual(
      [
        `GET ${api('document')}`,
        `GET ${api('document', 'view')}`,
        `GET ${api('document', 'list-objects')}`,
        `POST ${api('document', 'create')}`,
        `POST ${api('document', 'update')}`,
        `DELETE ${api('document', 'delete')}`,
        `GET ${api('document', 'download')}`,
        `GET ${api('document', 'versions')}`,
        `OPTIONS ${api('document', 'info')}`,
        `GET ${api('document', 'info')}`,
        ...['', 'view', 'list-objects', 'download', 'versions', 'info'].map(
          (call) => `HEAD ${api('document', call)}`,
        ),
      ].sort(),
    );
    expect(await page.locator('.information-container .title').first().textContent()).toContain(
      'RecordGate',
    );
    // The Authorize button offers the bearer scheme.
    expect(await page.locator('.btn.authorize').first().isVisible()).toBe(true);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);

    mkdirSync(outputDirectory, { recursive: true });
    await page.locator('#operations-tag-document').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(outputDirectory, 'docs-page.png') });
    await page.close();
  }, 120_000);

  it('answers "try it out" on a list with 200, sending no filter the reader did not write', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
    await page.goto(`${world.baseUrl}/docs`);
    await page.waitForSelector('.opblock', { timeout: 30_000 });
    await page.locator('.btn.authorize').first().click();
    await page.locator('.modal-ux input').first().fill(world.people.alice.key);
    await page.locator('.modal-ux .btn.authorize').first().click();
    await page.locator('.modal-ux .btn-done').first().click();
    for (const operation of ['documentList', 'auditEventList']) {
      const block = page.locator(
        `#operations-${operation.replace(/List$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${operation}`,
      );
      await block.locator('.opblock-summary').first().click();
      await block.locator('.try-out__btn').first().click();
      await block.locator('.execute').first().click();
      const status = block.locator('.live-responses-table .response .response-col_status').first();
      await status.waitFor({ timeout: 30_000 });
      expect((await status.textContent())?.trim(), operation).toBe('200');
      const url = await block.locator('.request-url pre').first().textContent();
      expect(url, operation).not.toContain('filter');
    }
    await page.close();
  }, 180_000);
});
