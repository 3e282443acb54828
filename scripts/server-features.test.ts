import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DIRECTION_MESSAGE,
  FACE_MESSAGE,
  featureDiagram,
  featureImports,
  OUTSIDE_MESSAGE,
  ROOT,
  SERVER_FEATURES,
  serverImportRules,
  wrongWay,
} from './server-features';

// The server's features import each other one way, through their faces (decision record 080):
// Biome's rules are written from the order, the map's diagram from the imports, and a planted
// wrong import fails the lint.

const FEATURES_DIR = path.join(ROOT, 'src/server/features');
const STALE = 'stale: run `npx tsx scripts/server-features.ts`';

describe('the server features', () => {
  it('are the folders of src/server/features, each with its index', () => {
    const folders = fs.readdirSync(FEATURES_DIR).sort();
    expect(folders).toEqual([...SERVER_FEATURES].sort());
    for (const feature of folders) {
      expect(fs.existsSync(path.join(FEATURES_DIR, feature, 'index.ts')), feature).toBe(true);
    }
  });

  it('import each other only down the order', () => {
    expect(wrongWay(featureImports())).toEqual([]);
  });

  it('have their rules in biome.json and their diagram in docs/architecture.md', () => {
    const biome = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
    const serverRules = biome.overrides.filter((override: { includes: string[] }) =>
      override.includes.some((glob) => glob.startsWith('src/server/')),
    );
    expect(serverRules, STALE).toEqual(serverImportRules());
    const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(doc.includes(featureDiagram(featureImports())), STALE).toBe(true);
  });
});

/** Biome's verdict on a file with `source` planted at `file` (removed again afterwards). */
function lintPlanted(file: string, source: string) {
  const planted = path.join(ROOT, file);
  fs.writeFileSync(planted, source);
  try {
    const run = spawnSync('npx', ['biome', 'lint', planted], { cwd: ROOT, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(planted, { force: true });
  }
}

describe('a planted import', () => {
  it.each([
    {
      what: "another feature's internals",
      file: 'src/server/features/calendar/planted-import.ts',
      source: "import { listTasks } from '../tasks/task-view';\nexport const read = listTasks;\n",
      message: FACE_MESSAGE,
    },
    {
      what: 'a feature above, even through its face',
      file: 'src/server/features/calendar/planted-import.ts',
      source: "import { listTasks } from '../tasks';\nexport const read = listTasks;\n",
      message: DIRECTION_MESSAGE,
    },
    {
      what: "a feature's internals from the app around them",
      file: 'src/server/planted-import.ts',
      source:
        "import { listTasks } from './features/tasks/task-view';\nexport const read = listTasks;\n",
      message: OUTSIDE_MESSAGE,
    },
  ])('fails the lint: $what', ({ file, source, message }) => {
    const verdict = lintPlanted(file, source);
    expect(verdict.status).not.toBe(0);
    expect(verdict.output).toContain(message.slice(0, 60));
  });

  it('passes when it goes down the order through the face', () => {
    const verdict = lintPlanted(
      'src/server/features/tasks/planted-import.ts',
      "import { remindAtFor } from '../calendar';\nexport const rule = remindAtFor;\n",
    );
    expect(verdict.output).not.toContain('decision record 080');
    expect(verdict.status).toBe(0);
  });
});
