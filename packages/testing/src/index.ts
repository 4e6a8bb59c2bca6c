export { contractTypes } from './contract-types.js';
export { describeStorageContract } from './describe-storage-contract.js';
export type { CreateAdapter } from './describe-storage-contract.js';
