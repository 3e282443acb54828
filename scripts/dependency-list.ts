import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The production dependency list of docs/reliability.md, made from package.json and
// package-lock.json: `npm run deps:list` rewrites it; dependency-pins.test.ts fails CI when the
// list is out of date or when any dependency is not pinned to one exact version.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const reliabilityDoc = path.join(root, 'docs', 'reliability.md');
export const START = '<!-- production-dependencies:start -->';
export const END = '<!-- production-dependencies:end -->';

type PackageJson = Record<
  'dependencies' | 'devDependencies' | 'optionalDependencies',
  Record<string, string> | undefined
>;
type Lock = {
  packages: Record<
    string,
    { version?: string; dev?: boolean; optional?: boolean; license?: string }
  >;
};

export function readManifests() {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
  return { pkg, lock };
}

/** An exact version: 1.2.3 or 1.2.3-beta.4, no range, tag, URL or path. */
export const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Every declared dependency whose version is not exact, as "name@range". */
export function unpinned(pkg: PackageJson): string[] {
  const groups = [pkg.dependencies, pkg.devDependencies, pkg.optionalDependencies];
  return groups.flatMap((group) =>
    Object.entries(group ?? {})
      .filter(([, version]) => !EXACT_VERSION.test(version))
      .map(([name, version]) => `${name}@${version}`),
  );
}

/** The markdown table of what the server runs with: direct production dependencies. */
export function dependencyTable({ pkg, lock }: ReturnType<typeof readManifests>): string {
  const direct = Object.entries(pkg.dependencies ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const installed = Object.entries(lock.packages).filter(
    ([key, entry]) => key.startsWith('node_modules/') && !entry.dev && !entry.optional,
  );
  const rows = direct.map(([name, version]) => {
    const license = lock.packages[`node_modules/${name}`]?.license ?? '';
    return `| ${name} | ${version} | ${license} |`;
  });
  return [
    START,
    `${direct.length} direct production dependencies (${installed.length} packages installed with them, from package-lock.json):`,
    '',
    '| package | version | licence |',
    '| --- | --- | --- |',
    ...rows,
    END,
  ].join('\n');
}

/** The list as it stands in docs/reliability.md. */
export function documentedTable(): string {
  const doc = fs.readFileSync(reliabilityDoc, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start < 0 || end < 0 ? '' : doc.slice(start, end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const doc = fs.readFileSync(reliabilityDoc, 'utf8');
  const current = documentedTable();
  if (!current) throw new Error(`${reliabilityDoc} has no ${START} ... ${END} section`);
  fs.writeFileSync(reliabilityDoc, doc.replace(current, dependencyTable(readManifests())));
  console.log(`wrote the production dependency list to ${path.relative(root, reliabilityDoc)}`);
}
