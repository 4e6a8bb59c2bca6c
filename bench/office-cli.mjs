// What the rendition benchmarks (bench/renditions.mjs, bench/office-hand-over.mjs) share: the letter
// they convert, and LibreOffice's command line measured converting letters back to back.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDocx } from '@recordgate/testing';

const TICK = 100; // clock ticks per second of /proc/PID/stat

/** A small business letter; `n` makes each one different (a rendition is kept per content). */
export const businessLetter = (n) =>
  createDocx({
    header: ['ACME GmbH · Musterstraße 1 · 50667 Köln'],
    footer: ['Page 1'],
    paragraphs: [
      [`Offer ${n}`],
      ['Dear Ms. Jäger,'],
      ['thank you for your enquiry. We are pleased to offer the following items.'],
      ['Kind regards,'],
      ['Max Mustermann'],
    ],
    table: [
      ['Item', 'Quantity', 'Price'],
      ['Apples', '5', '2.50 EUR'],
      ['Pears', '3', '1.80 EUR'],
    ],
  });

/** CPU seconds of a process and its descendants, from /proc (0 for those gone). */
export function treeCpu(pid) {
  return treePids(pid).reduce((sum, one) => {
    try {
      const fields = readFileSync(`/proc/${one}/stat`, 'utf8').split(') ')[1].split(' ');
      return sum + (Number(fields[11]) + Number(fields[12])) / TICK;
    } catch {
      return sum;
    }
  }, 0);
}

// A process and its descendants: the children of each of its threads (LibreOffice's launcher
// starts the office from a thread of its own).
function treePids(pid) {
  let children = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
  } catch {
    // gone
  }
  return [pid, ...children.map(Number).flatMap(treePids)];
}

/**
 * CPU seconds per conversion of one `soffice --convert-to pdf first …files` on `profile` (a folder),
 * writing into the new folder `out`, its start-up and its first conversion left out: the CPU of its
 * processes is read when the first PDF appears and again when the last one does, so the span holds
 * exactly `files.length` conversions, each from the same point of one conversion to the same point
 * of the next. (Subtracting a separate run of one letter, as bench/renditions.mjs did before, left
 * the start-up's swings of a second in the figure: rounds came out negative on a machine where
 * LibreOffice's start-up varied.) With no `files`: one conversion, to make the profile.
 */
export async function backToBackCpu({ first, files, profile, out }) {
  mkdirSync(out);
  const child = spawn(
    'soffice',
    [
      `-env:UserInstallation=file://${profile}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      out,
      first,
      ...files,
    ],
    { stdio: 'ignore' },
  );
  let running = true;
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    running = false;
  });
  // LibreOffice writes each PDF under a temporary name beside a lock file, then renames it.
  const pdfs = () => readdirSync(out).filter((name) => /^[^.].*\.pdf$/.test(name)).length;
  let atFirst;
  let atLast;
  while (running && atLast === undefined) {
    const made = pdfs();
    if (atFirst === undefined && made >= 1) atFirst = treeCpu(child.pid);
    if (made === files.length + 1) atLast = treeCpu(child.pid);
    await sleep(1);
  }
  await exited;
  const converted = pdfs();
  rmSync(out, { recursive: true, force: true });
  if (converted !== files.length + 1 || atFirst === undefined || atLast === undefined)
    throw new Error(`soffice converted ${converted} of ${files.length + 1}`);
  return files.length === 0 ? 0 : (atLast - atFirst) / files.length;
}
