// better-sqlite3 ships no types: what the adapter uses of its module, its connection constructor.
declare module 'better-sqlite3' {
  import type { NativeSqlite } from './native-sqlite.js';

  const Database: new (
    file: string,
    options?: { readonly readonly?: boolean; readonly fileMustExist?: boolean },
  ) => NativeSqlite;
  export default Database;
}
