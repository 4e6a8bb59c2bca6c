#!/usr/bin/env node
// The `recordgate` command. Older Node versions than the package's `engines` range fail deep inside
// the native SQLite driver (a crash without a message), so they are refused here with the reason.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 17)) {
  process.stderr.write(
    `recordgate needs Node 22.17 or later (found ${process.version}). In a clone of the repository, run it as "npx recordgate" after "npm ci": the project's own Node comes first on PATH.\n`,
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
