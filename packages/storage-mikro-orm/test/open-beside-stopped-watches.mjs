// A process whose adapter started and stopped listening for changes a few times (each start reads the
// WAL-index header of the SQLite file at argv 2) and then reads and writes the file while other
// processes open and close it again and again. It exits 0 when they are done; a process that lost its
// locks on the shared memory dies of SIGBUS instead (ADR 0066).
import { spawn } from 'node:child_process';
import { setImmediate } from 'node:timers/promises';
import { defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';
import Database from 'better-sqlite3';

const [file] = process.argv.slice(2);
const storage = await createMikroOrmStorage({ url: `sqlite:${file}`, types: defaultRecordTypes });
for (let i = 0; i < 3; i++) storage.onChange(() => {})();

const db = new Database(file);
db.exec('CREATE TABLE IF NOT EXISTS beside (text TEXT)');
const read = db.prepare('SELECT count(*) AS n FROM beside');
const write = db.prepare('INSERT INTO beside (text) VALUES (?)');

// Each opener opens the file 20 times: the first open of a process looks whether it is the first.
const opener = `const D = require('better-sqlite3'); for (let i = 0; i < 20; i++) { const d = new D(${JSON.stringify(file)}); d.prepare('SELECT count(*) FROM beside').get(); d.close(); }`;
let running = true;
const openers = (async () => {
  for (let i = 0; i < 10; i++) {
    const child = spawn(process.execPath, ['-e', opener], { stdio: 'inherit' });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`An opener ended with ${code}.`);
  }
})().finally(() => (running = false));
while (running) {
  for (let i = 0; i < 100; i++) {
    read.get();
    write.run('beside');
  }
  await setImmediate();
}
await openers;
db.close();
await storage.close();
