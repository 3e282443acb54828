import { describe, expect, it } from 'vitest';
import { dependencyTable, documentedTable, readManifests, unpinned } from './dependency-list';

// Issue 16, "Dependencies": CI fails on a dependency not pinned to one exact version, on a lock
// file that installs another version than package.json names, and on an out-of-date list in
// docs/reliability.md (`npm run deps:list` rewrites it).

describe('dependencies', () => {
  const manifests = readManifests();

  it('are all pinned to one exact version', () => {
    expect(unpinned(manifests.pkg)).toEqual([]);
  });

  it('are installed at the version package.json names', () => {
    const { pkg, lock } = manifests;
    const groups = [pkg.dependencies, pkg.devDependencies, pkg.optionalDependencies];
    const differing = groups.flatMap((group) =>
      Object.entries(group ?? {}).filter(([name, version]) => {
        const locked = lock.packages[`node_modules/${name}`]?.version;
        return locked !== undefined && locked !== version;
      }),
    );
    expect(differing).toEqual([]);
  });

  it('refuses a range, a tag or a URL', () => {
    const pkg = {
      dependencies: { a: '^1.2.3', b: '1.2.3', c: 'latest' },
      devDependencies: { d: '~2.0.0', e: 'github:x/y', f: '1.0.0-beta.17' },
      optionalDependencies: { g: '>=1' },
    };
    expect(unpinned(pkg)).toEqual(['a@^1.2.3', 'c@latest', 'd@~2.0.0', 'e@github:x/y', 'g@>=1']);
  });

  it('are listed, production ones with their versions, in docs/reliability.md', () => {
    expect(documentedTable(), 'run `npm run deps:list`').toBe(dependencyTable(manifests));
  });
});
