export { createLibreOfficePool } from './create-libreoffice-pool.js';
export type { LibreOfficePool, LibreOfficePoolOptions } from './create-libreoffice-pool.js';
export { findOfficeBinary, OFFICE_INSTALL_HINT } from './find-office-binary.js';
export { PROFILE_REVISION } from './write-office-profile.js';
export { createGotenbergConverter } from './create-gotenberg-converter.js';
export type { GotenbergConverterOptions } from './create-gotenberg-converter.js';
