import { accessSync, constants } from 'node:fs';

/** Where Debian's packages (and LibreOffice's own) put the program. */
const CANDIDATES = [
  '/usr/lib/libreoffice/program/soffice.bin',
  '/opt/libreoffice/program/soffice.bin',
  '/usr/local/lib/libreoffice/program/soffice.bin',
];

/** The path of LibreOffice's `soffice.bin`, or undefined when none is installed. */
export function findOfficeBinary(candidates: readonly string[] = CANDIDATES): string | undefined {
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** What to install where LibreOffice is missing, for messages and `recordgate doctor`. */
export const OFFICE_INSTALL_HINT =
  'install LibreOffice (Debian/Ubuntu: apt-get install libreoffice-writer-nogui fonts-crosextra-carlito fonts-crosextra-caladea fonts-liberation2) or set CONVERTER_URL to a Gotenberg endpoint';
