export { createDefaultPolicy } from './create-default-policy.js';
