// Fails early, with the reason, when a script runs on a Node older than the pinned one.
// npm scripts put node_modules/.bin first on PATH, where the pinned `node` package installs Node 24.
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `RecordGate needs Node 24 (found ${process.version}). Run commands through npm scripts ` +
      '(npm test, npm start, npx recordgate) so the Node pinned in package.json is used; ' +
      'run `npm ci` first if node_modules/.bin/node is missing.',
  );
  process.exit(1);
}
