/** Where the CLI writes; tests capture it. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  /** Whether stderr is a terminal (progress bars only there). */
  readonly interactive: boolean;
  /** Called by `serve` with what is serving; the CLI resolves once it has stopped. */
  readonly onServe?: (serving: Serving) => void;
  /**
   * Whether `serve --workers N` may fork worker processes (node:cluster re-runs the current command).
   * Only the `recordgate` binary sets it; a caller running the CLI in its own process always gets one.
   * @default false
   */
  readonly canFork?: boolean;
  /**
   * Where `serve` writes its JSON log lines. The binary gives pino's asynchronous destination on
   * stdout (a line costs no write system call on the request's path); the server flushes it when it
   * stops. @default `out`, a line at a time
   */
  readonly log?: { write(line: string): void };
}

/** What `serve` hands to {@link CliIo.onServe}: one server, or the primary of its workers. */
export interface Serving {
  /** The address it listens on, `http://host:port`. */
  readonly url: string;
  /** Lets in-flight requests finish, then stops. */
  close(): Promise<void>;
}
