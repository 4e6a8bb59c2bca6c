#!/usr/bin/env node
// The `recordgate` command. Run it through npm (`npx recordgate …`) so that the Node pinned by the
// project is first on PATH.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  process.stderr.write(
    `recordgate needs Node 24 (found ${process.version}). Run it as "npx recordgate" from the repository root after "npm ci".\n`,
  );
  process.exit(1);
}
const { main } = await import('../dist/main.js');
await main();
