// Reads a V8 CPU profile (node --cpu-prof) and prints where the time went: by package (our
// code, each dependency, Node itself) and the functions with the most time of their own. The
// profile itself opens as a flame graph in Chrome DevTools (Performance) or speedscope.
//   BENCH_SECONDS=10 node --cpu-prof --cpu-prof-dir=prof --import tsx bench/api-bench.ts
//   npx tsx bench/profile-summary.ts prof/<file>.cpuprofile

import fs from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error('Usage: profile-summary <file.cpuprofile>');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

// Time of each node from the samples: each sample's delta belongs to the node sampled.
const byNode = new Map<number, number>();
profile.samples.forEach((id, index) => {
  byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...byNode.values()].reduce((sum, value) => sum + value, 0);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (module) return module;
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/src/')) return 'our code';
  return url.split('/').slice(-2).join('/');
}

const packages = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, time] of byNode) {
  const node = nodes.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg = packageOf(url, functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + time);
  const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
}

const share = (time: number) => `${((time / total) * 100).toFixed(1)}%`;
const top = (map: Map<string, number>, count: number) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

console.log(`${(total / 1e6).toFixed(1)} s sampled`);
console.table(top(packages, 15).map(([name, time]) => ({ where: name, self: share(time) })));
console.table(top(functions, 20).map(([name, time]) => ({ function: name, self: share(time) })));
