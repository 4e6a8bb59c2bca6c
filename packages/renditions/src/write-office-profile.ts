import { execFile } from 'node:child_process';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/**
 * The revision of the profile below: part of the converter's identity, so renditions made under
 * other settings are not reused.
 */
export const PROFILE_REVISION = 2;

// The settings every converter runs with (docs/documents.md, "The converter"; ADR 0039):
// - macros never run: the highest macro security level, and macro execution switched off;
// - nothing a document links is fetched: linked images from untrusted referers blocked (that is
//   every document opened from a file), links (OLE, DDE, fields) never updated on load;
// - (revision 2) nothing a conversion does not need, which a long-running instance would otherwise do
//   for every document it opens: no online spelling, no autosave or recovery information, no recent
//   documents, no backups, no OpenCL. None of them changes what a PDF holds; together they take about
//   5 % off LibreOffice's CPU per conversion (docs/benchmarks.md, "PDF renditions").
const SETTINGS: readonly (readonly [path: string, name: string, value: string])[] = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '0'],
  ['/org.openoffice.Office.Calc/Content/Update', 'Link', '0'],
  ['/org.openoffice.Office.Common/Misc', 'UseLocking', 'false'],
  ['/org.openoffice.Office.Linguistic/SpellChecking', 'IsSpellAuto', 'false'],
  ['/org.openoffice.Office.Recovery/AutoSave', 'Enabled', 'false'],
  ['/org.openoffice.Office.Recovery/RecoveryInfo', 'Enabled', 'false'],
  ['/org.openoffice.Office.Common/History', 'PickListSize', '0'],
  ['/org.openoffice.Office.Common/Save/Document', 'CreateBackup', 'false'],
  ['/org.openoffice.Office.Common/Misc', 'UseOpenCL', 'false'],
];

const ITEMS = SETTINGS.map(
  ([path, name, value]) =>
    `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`,
).join('\n');

const REGISTRY = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
${ITEMS}
</oor:items>
`;

// An empty text document the converter keeps open: LibreOffice ends itself when it has converted
// a file and no document is left open.
const KEEP_OPEN = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text"><office:body><office:text><text:p/></office:text></office:body></office:document>
`;

/** A converter's own profile, as {@link writeOfficeProfile} leaves it. */
export interface OfficeProfile {
  /** `-env:UserInstallation` of the converter: the profile folder as a file URL. */
  readonly installationUrl: string;
  /** The document the converter keeps open. */
  readonly keepOpen: string;
}

/**
 * Makes the profile every converter of a pool starts from, in `directory`: the locked-down settings,
 * then LibreOffice run once on it to set it up. (On a profile it has never run on, LibreOffice sets
 * it up and ends, expecting its launcher script to start it again.)
 */
export async function writeProfileTemplate(binary: string, directory: string): Promise<string> {
  await mkdir(join(directory, 'user'), { recursive: true });
  await writeFile(join(directory, 'user', 'registrymodifications.xcu'), REGISTRY);
  await promisify(execFile)(
    binary,
    [
      '--headless',
      '--norestore',
      '--nologo',
      '--terminate_after_init',
      `-env:UserInstallation=${pathToFileURL(directory).href}`,
    ],
    { env: { ...process.env, HOME: directory, SAL_USE_VCLPLUGIN: 'svp' }, timeout: 60_000 },
  );
  return directory;
}

/** Gives a converter its own copy of the profile `template` under `directory`. */
export async function copyOfficeProfile(
  template: string,
  directory: string,
): Promise<OfficeProfile> {
  const profile = join(directory, 'profile');
  await cp(template, profile, { recursive: true });
  const keepOpen = join(directory, 'keep-open.fodt');
  await writeFile(keepOpen, KEEP_OPEN);
  return { installationUrl: pathToFileURL(profile).href, keepOpen };
}
