// What LibreOffice itself costs per conversion when it is handed one file at a time, as the
// server's converter hands it each request (LibreOffice's own hand-over of a command line to the
// instance running on a profile, with a document kept open so that it stays running), against the
// same LibreOffice converting the same letters back to back in one command line (bench/renditions.mjs's
// physical limit). No Node server takes part: each hand-over is a second `soffice --convert-to pdf`,
// whose own process is not counted; only the running instance's CPU is. Rounds alternate the two.
//
// Usage: node bench/office-hand-over.mjs [--rounds 3] [--letters 20]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchArgs } from './bench-args.mjs';
import { backToBackCpu, businessLetter, treeCpu } from './office-cli.mjs';

const { values: args } = benchArgs(import.meta.url, {
  options: {
    rounds: { type: 'string', default: '3' },
    letters: { type: 'string', default: '20' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'recordgate-office-hand-over-'));
const profile = join(dir, 'profile');
const office = ['--headless', `-env:UserInstallation=file://${profile}`];
let serial = 0;
const letters = () =>
  Promise.all(
    Array.from({ length: Number(args.letters) }, async () => {
      const path = join(dir, `letter-${++serial}.docx`);
      writeFileSync(path, await businessLetter(serial));
      return path;
    }),
  );

// The profile made, and the document the running instance keeps open.
const keep = join(dir, `letter-0.docx`);
writeFileSync(keep, await businessLetter(0));
await backToBackCpu({ first: keep, files: [], profile, out: join(dir, 'warm') });
const running = spawn('soffice', [...office, '--invisible', '--norestore', keep], {
  stdio: 'ignore',
});
const handOver = (file) => {
  const run = spawnSync('soffice', [
    ...office,
    '--convert-to',
    'pdf',
    '--outdir',
    join(dir, 'out'),
    file,
  ]);
  if (run.status !== 0) throw new Error(`soffice --convert-to ended with ${run.status}`);
};
try {
  // Until the running instance answers, a hand-over would start an instance of its own.
  await sleep(3000);
  for (const file of await letters()) handOver(file);
  const rows = [];
  for (let round = 1; round <= Number(args.rounds); round++) {
    const files = await letters();
    const before = treeCpu(running.pid);
    for (const file of files) handOver(file);
    const handedOver = (treeCpu(running.pid) - before) / files.length;
    const [first, ...rest] = await letters();
    const backToBack = await backToBackCpu({
      first,
      files: [...rest, (await letters())[0]],
      profile: join(dir, 'cli-profile'),
      out: join(dir, `cli-${round}`),
    });
    rows.push({
      round,
      'handed over one at a time, CPU ms per conversion': Number((handedOver * 1000).toFixed(1)),
      'back to back, CPU ms per conversion': Number((backToBack * 1000).toFixed(1)),
    });
  }
  console.table(rows);
} finally {
  running.kill();
  await sleep(500);
  rmSync(dir, { recursive: true, force: true });
}
