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
// `serve` re-executes itself once, before anything is loaded, with the allocator and heap settings that
// keep its memory low and give back what large .docx renders took (docs/operations.md, "Memory").
const { runtimeEnvironment } = await import('../dist/runtime-environment.js');
const env = runtimeEnvironment({
  args: process.argv.slice(2),
  env: process.env,
  platform: process.platform,
});
if (env && typeof process.execve === 'function') {
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    env,
  );
}
const { main } = await import('../dist/main.js');
await main();
