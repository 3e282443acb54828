import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

// The server's features and the one direction their imports go (decision record 080). This list
// is the single statement of the order: `npx tsx scripts/server-features.ts` writes from it the
// lint rules in biome.json that fail on a wrong import, and renders the imports as they are into
// docs/architecture.md; server-features.test.ts fails while either is stale.

/**
 * Lowest first. A feature imports only features before it, and only through their index
 * (`index.ts`); the app around them (app.ts, app-deps.ts, the command lines, html, auth) imports
 * a feature through its index too.
 */
export const SERVER_FEATURES = [
  'audit',
  'security',
  'reminders',
  'backups',
  'health',
  'leads',
  'payments',
  'community',
  'calendar',
  'tasks',
  'library',
  'care',
  'plans',
  'auth',
  'sign-in-factors',
  'account',
  'admin',
] as const;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FEATURES_DIR = 'src/server/features';

export const FACE_MESSAGE =
  "A server feature is imported only through its index, index.ts (decision record 080): add what you need there, or move what both need to src/server's lib, db or auth.";
export const DIRECTION_MESSAGE =
  'A server feature imports only the features below it, in the order of scripts/server-features.ts (decision record 080): move the call up to the feature that needs both, or the shared piece down.';
export const OUTSIDE_MESSAGE =
  "Code outside the server's features imports a feature only through its index, index.ts (decision record 080).";

type Pattern = { group: string[]; message: string };
type Override = {
  includes: string[];
  linter: {
    rules: {
      style: { noRestrictedImports: { level: 'error'; options: { patterns: Pattern[] } } };
    };
  };
};

const restrict = (includes: string[], patterns: Pattern[]): Override => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

/** The rules biome.json holds for the server: one per feature, one for the code around them. */
export function serverImportRules(): Override[] {
  const perFeature = SERVER_FEATURES.map((feature, rank) => {
    const above = SERVER_FEATURES.slice(rank + 1);
    const patterns: Pattern[] = [
      // Another feature's files (`../plans/plan-access`), but not src/server's own (`../../lib`).
      { group: ['../*/**', '!../../**'], message: FACE_MESSAGE },
    ];
    if (above.length > 0) {
      patterns.push({ group: above.map((name) => `../${name}`), message: DIRECTION_MESSAGE });
    }
    return restrict([`${FEATURES_DIR}/${feature}/**`], patterns);
  });
  // A feature's tests may use any feature to set up what they check (an account for a plan's
  // test), through its face; the later rule replaces the feature's own for them.
  const tests = restrict(
    [`${FEATURES_DIR}/**/*.test.ts`],
    [{ group: ['../*/**', '!../../**'], message: FACE_MESSAGE }],
  );
  // The test helpers, and tests outside the features, may reach inside one.
  const outside = restrict(
    ['src/server/**', `!${FEATURES_DIR}/**`, '!src/server/test/**', '!**/*.test.ts'],
    [{ group: ['**/features/*/**'], message: OUTSIDE_MESSAGE }],
  );
  return [...perFeature, tests, outside];
}

const isServerRule = (override: { includes?: string[] }) =>
  override.includes?.some((glob) => glob.startsWith('src/server/')) ?? false;

/** biome.json with its server rules replaced by `serverImportRules()`, the others kept. */
export function biomeConfigWithRules(config: { overrides: { includes?: string[] }[] }) {
  return {
    ...config,
    overrides: [...config.overrides.filter((o) => !isServerRule(o)), ...serverImportRules()],
  };
}

/** Every import from one server feature into another, counted: `calendar -> audit` and so on. */
export function featureImports(root = ROOT): Map<string, number> {
  const edges = new Map<string, number>();
  const featuresDir = path.join(root, FEATURES_DIR);
  for (const feature of fs.readdirSync(featuresDir)) {
    for (const file of fs.readdirSync(path.join(featuresDir, feature))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = fs.readFileSync(path.join(featuresDir, feature, file), 'utf8');
      const { module } = parseSync(file, source);
      const specifiers = [
        ...module.staticImports.map((entry) => entry.moduleRequest.value),
        ...module.staticExports.flatMap((entry) =>
          entry.entries.flatMap((item) => (item.moduleRequest ? [item.moduleRequest.value] : [])),
        ),
      ];
      for (const specifier of specifiers) {
        const target = path.relative(featuresDir, path.resolve(featuresDir, feature, specifier));
        const [other, ...rest] = target.split(path.sep);
        if (!other || other === feature || other.startsWith('..') || rest.length > 1) continue;
        const edge = `${feature} -> ${other}`;
        edges.set(edge, (edges.get(edge) ?? 0) + 1);
      }
    }
  }
  return edges;
}

/** The imports that go up the order, or into a feature not in it: none, while the rules hold. */
export function wrongWay(edges: Map<string, number>): string[] {
  const rank = (name: string) => SERVER_FEATURES.indexOf(name as (typeof SERVER_FEATURES)[number]);
  return [...edges.keys()].filter((edge) => {
    const [from = '', to = ''] = edge.split(' -> ');
    return rank(from) < 0 || rank(to) < 0 || rank(to) >= rank(from);
  });
}

export const DIAGRAM_START = '<!-- server-features:start (scripts/server-features.ts) -->';
export const DIAGRAM_END = '<!-- server-features:end -->';

/** The features as a Mermaid flowchart, highest on top, each arrow an import with its count. */
export function featureDiagram(edges: Map<string, number>): string {
  const lines = ['```mermaid', 'flowchart TD'];
  for (const feature of [...SERVER_FEATURES].reverse()) lines.push(`  ${feature}`);
  const ordered = [...edges].sort(([a], [b]) => a.localeCompare(b));
  for (const [edge, count] of ordered) {
    const [from, to] = edge.split(' -> ');
    lines.push(`  ${from} -->|${count}| ${to}`);
  }
  lines.push('```');
  return [DIAGRAM_START, ...lines, DIAGRAM_END].join('\n');
}

/** The architecture map with its diagram rendered again from the imports. */
export function architectureWithDiagram(markdown: string, diagram: string): string {
  const start = markdown.indexOf(DIAGRAM_START);
  const end = markdown.indexOf(DIAGRAM_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${DIAGRAM_START}`);
  return markdown.slice(0, start) + diagram + markdown.slice(end + DIAGRAM_END.length);
}

function write() {
  const biomePath = path.join(ROOT, 'biome.json');
  const config = JSON.parse(fs.readFileSync(biomePath, 'utf8'));
  fs.writeFileSync(biomePath, `${JSON.stringify(biomeConfigWithRules(config), null, 2)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', biomePath], { cwd: ROOT, stdio: 'ignore' });
  const docPath = path.join(ROOT, 'docs/architecture.md');
  const doc = fs.readFileSync(docPath, 'utf8');
  fs.writeFileSync(docPath, architectureWithDiagram(doc, featureDiagram(featureImports())));
  console.log('Wrote the server rules into biome.json and the diagram into docs/architecture.md.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) write();
