/** Where progress goes and whether it is a terminal. */
export interface ProgressIo {
  readonly err: (text: string) => void;
  /** Whether stderr is a terminal: a redrawn bar there, plain lines elsewhere. */
  readonly interactive: boolean;
}

const WIDTH = 30;

/**
 * A progress reporter for long CLI work, written to stderr so `--json` output on stdout stays clean.
 * On a terminal it redraws one bar (`[#####-----] 25/50 Seeding demo documents`); elsewhere (CI logs,
 * pipes) it prints a plain line at every quarter, without control characters.
 */
export function createProgress(
  io: ProgressIo,
  label: string,
): (done: number, total: number) => void {
  let lastQuarter = -1;
  let lastWidth = -1;
  return (done, total) => {
    if (total <= 0) return;
    if (io.interactive) {
      const filled = Math.round((done / total) * WIDTH);
      // Redraw only when the bar or the count visibly changes (at most WIDTH + a few times).
      if (filled === lastWidth && done !== total && done % 10 !== 0) return;
      lastWidth = filled;
      const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
      io.err(`\r[${bar}] ${done}/${total} ${label}${done === total ? '\n' : ''}`);
      return;
    }
    const quarter = Math.floor((done / total) * 4);
    if (quarter === lastQuarter) return;
    lastQuarter = quarter;
    if (quarter > 0) io.err(`${label}: ${done}/${total}\n`);
  };
}
