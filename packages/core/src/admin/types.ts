import type { KeyService } from '../keys/create-key-service.js';
import type { StorageAdapter } from '../ports/storage-adapter.js';
import type { TypeRegistry } from '../record-types/create-type-registry.js';
import type { RecordService } from '../service/record-service.js';

/** Arguments of `AdminTasks.findUser` and the other tasks that name a user. */
export interface FindUserArgs {
  readonly username: string;
  /** The company's name. */
  readonly company?: string;
}

/** Arguments of `AdminTasks.createUser`. */
export interface CreateUserArgs {
  readonly username: string;
  /** The company's name. */
  readonly company: string;
  /** @default 'member' */
  readonly role?: string;
  readonly email?: string;
  readonly name?: string;
}

/** What the tasks share: the storage, the record service of the system policy, the keys. */
export interface TaskContext {
  readonly storage: StorageAdapter;
  readonly system: RecordService;
  readonly keys: KeyService;
  readonly registry: TypeRegistry;
  readonly onCommitted: (() => void) | undefined;
}
