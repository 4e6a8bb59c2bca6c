import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createWorld, type World } from './world.js';

// Debian's chromium; .ci/run installs it when missing.
const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available) console.warn(`skipping the /docs browser test: ${CHROMIUM} is not installed`);
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
  world = await createWorld();
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
  });
});
